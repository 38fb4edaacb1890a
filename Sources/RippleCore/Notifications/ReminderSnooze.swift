/// A tap on Snooze: the reminder comes back one hour later, at most three times a day.
public struct ReminderSnooze: Hashable, Sendable {
  public var habitID: HabitID
  /// The wall-clock minute of the reminder that was snoozed.
  public var reminderMinute: Int
  /// Seconds since 1970-01-01T00:00:00Z.
  public var atUnixSeconds: Int64

  public init(habitID: HabitID, reminderMinute: Int, atUnixSeconds: Int64) {
    self.habitID = habitID
    self.reminderMinute = reminderMinute
    self.atUnixSeconds = atUnixSeconds
  }

  public static let delaySeconds: Int64 = 3600
  public static let maxPerReminderPerDay = 3

  /// Whether one more snooze is allowed after `count` snoozes of the same reminder today.
  public static func canSnooze(after count: Int) -> Bool { count < maxPerReminderPerDay }
}
