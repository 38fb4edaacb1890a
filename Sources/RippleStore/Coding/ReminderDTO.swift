import RippleCore
import RippleWire

/// A reminder as JSON: `{"time": "08:00", "weekdays": ["mon", …]}`.
public struct ReminderDTO: Codable, Sendable, Equatable {
  public var reminder: Reminder

  public init(_ reminder: Reminder) { self.reminder = reminder }

  enum CodingKeys: String, CodingKey { case time, weekdays }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let time = try container.decode(String.self, forKey: .time)
    guard let minute = ReminderDTO.minute(of: time) else {
      throw DecodingError.dataCorruptedError(
        forKey: .time, in: container, debugDescription: "'\(time)' is not a time like 08:00")
    }
    let weekdays =
      container.contains(.weekdays) ? try container.decodeWeekdays(.weekdays) : .all
    reminder = Reminder(minuteOfDay: minute, weekdays: weekdays)
  }

  /// Written as the API writes it (RippleWire's `ReminderWire`), so a backup holds the same JSON.
  public func encode(to encoder: any Encoder) throws {
    try ReminderWire(reminder).encodeWire(to: encoder)
  }

  /// Minutes after midnight of `HH:mm` (00:00–23:59).
  public static func minute(of text: String) -> Int? { Reminder.minute(of: text) }
}
