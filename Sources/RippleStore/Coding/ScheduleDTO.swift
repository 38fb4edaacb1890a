import RippleCore
import RippleWire

/// A schedule as JSON (docs/API.md): `{"kind": "daily"}`, `{"kind": "weekdays", "weekdays":
/// ["mon"]}`, `{"kind": "times_per_week", "times": 3}`, `{"kind": "every_n_days", "every": 2,
/// "start": "2026-11-01"}`, `{"kind": "times_in_days", "times": 3, "days": 10}` or
/// `{"kind": "month_days", "days": [1, 15]}`.
public struct ScheduleDTO: Codable, Sendable, Equatable {
  public var schedule: Schedule

  public init(_ schedule: Schedule) { self.schedule = schedule }

  enum CodingKeys: String, CodingKey { case kind, weekdays, times, every, start, days }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "daily": schedule = .daily
    case "weekdays": schedule = .weekdays(try container.decodeWeekdays(.weekdays))
    case "times_per_week": schedule = .timesPerWeek(try container.decode(Int.self, forKey: .times))
    case "every_n_days":
      schedule = .everyNDays(
        try container.decode(Int.self, forKey: .every), start: try container.decodeDay(.start))
    case "times_in_days":
      schedule = .timesInDays(
        times: try container.decode(Int.self, forKey: .times),
        days: try container.decode(Int.self, forKey: .days))
    case "month_days": schedule = .monthDays(Set(try container.decode([Int].self, forKey: .days)))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "'\(kind)' is not a kind of schedule")
    }
  }

  /// Written as the API writes it (RippleWire's `ScheduleWire`), so a backup holds the same JSON.
  public func encode(to encoder: any Encoder) throws {
    try ScheduleWire(schedule).encodeWire(to: encoder)
  }
}
