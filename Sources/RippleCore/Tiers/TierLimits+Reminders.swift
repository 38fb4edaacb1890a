extension TierLimits {
  /// Whether writing `habit` (new, changed or unarchived) keeps the reminders within the plan's
  /// daily limit. A write that keeps or lowers the habit's reminders is allowed even when the
  /// user is already over the limit (after premium ended, say), so no one is locked out of
  /// editing a habit.
  /// - Parameters:
  ///   - others: the user's other habits (the habit itself may be among them).
  ///   - before: the habit as stored before the write (nil when new).
  public static func checkReminders(
    of habit: Habit, among others: [Habit], before: Habit?, tier: Tier, today: Day
  ) -> TierCheck {
    let rest = others.filter { $0.id != habit.id }
    let after = checkReminders(of: rest + [habit], tier: tier, today: today)
    guard !after.isAllowed else { return after }
    if let before, !before.isArchived, habit.reminders.count <= before.reminders.count,
      !checkReminders(of: rest + [before], tier: tier, today: today).isAllowed
    {
      return .allowed
    }
    return after
  }
}
