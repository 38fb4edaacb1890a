import RippleCore

/// The engine's rules applied to a habit write, as `StoreError`s.
enum HabitRules {
  static func validated(_ habit: Habit, among others: [Habit]) throws(StoreError) -> Habit {
    do {
      return try HabitValidation.validated(habit, among: others)
    } catch {
      throw StoreError(error)
    }
  }

  static func validated(_ checkIn: CheckIn, measure: Measure) throws(StoreError) -> CheckIn {
    do {
      return try CheckInValidation.validated(checkIn, measure: measure)
    } catch {
      throw StoreError(error)
    }
  }

  /// Refuses a habit naming a category the user does not have.
  static func requireCategory(_ id: CategoryID?, in categories: [Category]) throws(StoreError) {
    guard let id, !categories.contains(where: { $0.id == id }) else { return }
    throw .categoryNotFound(id)
  }

  /// Refuses making `habit` active (new or unarchived) when the plan has no room for it.
  static func checkActivation(
    of habit: Habit, among others: [Habit], tier: Tier, today: Day
  ) throws(StoreError) {
    let active = others.filter { !$0.isArchived && $0.id != habit.id }.count
    try StoreError.check(
      TierLimits.canAddActiveHabit(activeCount: active, tier: tier, today: today))
    try checkReminders(of: habit, among: others, tier: tier, today: today)
  }

  /// Refuses a custom colour the plan does not offer (a habit keeps the colour it already has).
  static func checkColor(
    of habit: Habit, before: Habit?, tier: Tier, today: Day
  ) throws(StoreError) {
    if let before, TierLimits.sameColor(habit.color, before.color) { return }
    if TierLimits.isPresetColor(habit.color) { return }
    try StoreError.check(
      TierLimits.checkColor(habit.color, before: before?.color, tier: tier, today: today),
      field: "color")
  }

  /// Refuses an uploaded image as icon on a plan without them (a habit keeps the one it has).
  static func checkIcon(
    of habit: Habit, before: Habit?, tier: Tier, today: Day
  ) throws(StoreError) {
    try StoreError.check(
      TierLimits.checkIcon(habit.icon, before: before?.icon, tier: tier, today: today),
      field: "icon")
  }

  /// Refuses reminders over the plan's daily limit (with the engine's exception for writes
  /// that only keep or lower them).
  static func checkReminders(
    of habit: Habit, among others: [Habit], tier: Tier, today: Day, before: Habit? = nil
  ) throws(StoreError) {
    try StoreError.check(
      TierLimits.checkReminders(
        of: habit, among: others, before: before, tier: tier, today: today))
  }
}
