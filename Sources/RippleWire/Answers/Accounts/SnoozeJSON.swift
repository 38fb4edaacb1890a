#if !hasFeature(Embedded)
/// `POST /api/v1/notifications/snooze`: a reminder snoozed, and how many snoozes it has left today.
public struct SnoozeJSON: WireObject, Sendable {
  public var habitId: String
  public var reminderTime: String
  public var snoozes: Int
  public var remaining: Int
  /// When the reminder comes back, ISO 8601 UTC.
  public var remindAt: String

  public init(
    habitId: String, reminderTime: String, snoozes: Int, remaining: Int, remindAt: String
  ) {
    self.habitId = habitId
    self.reminderTime = reminderTime
    self.snoozes = snoozes
    self.remaining = remaining
    self.remindAt = remindAt
  }

  public static let wireName = "Snooze"
  public static let wireSummary = "A habit reminder snoozed for an hour"
  public static let wireFields: [WireField<SnoozeJSON>] = [
    WireField("habitId") { $0.habitId },
    WireField("reminderTime", "HH:mm") { $0.reminderTime },
    WireField("snoozes", "This reminder's snoozes today, this one included") { $0.snoozes },
    WireField("remaining", "The snoozes it has left today") { $0.remaining },
    WireField("remindAt", "When it comes back", as: .formatted("date-time")) { $0.remindAt },
  ]
}
#endif
