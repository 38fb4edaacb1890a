/// What a goal's past obstacles set up beside the plan when it is accepted.
extension PastAttempts {
  /// When "forgot" got in the way and the person chose no time: early evening.
  public static let forgotReminderMinute = 19 * 60

  /// The linked habit's reminder: the one the person chose, else after "forgot" the early
  /// evening one, else none.
  public func reminder(chosen: Reminder?) -> Reminder? {
    if let chosen { return chosen }
    return obstacles.contains(.forgot) ? Reminder(minuteOfDay: Self.forgotReminderMinute) : nil
  }

  /// "Motivation" got in the way before: the weekly summary keeps the goal in view.
  public var wantsWeeklySummary: Bool { obstacles.contains(.motivation) }
}
