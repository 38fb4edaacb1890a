import RippleCore

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

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch schedule {
    case .daily:
      try container.encode("daily", forKey: .kind)
    case .weekdays(let set):
      try container.encode("weekdays", forKey: .kind)
      try container.encode(set.codes, forKey: .weekdays)
    case .timesPerWeek(let times):
      try container.encode("times_per_week", forKey: .kind)
      try container.encode(times, forKey: .times)
    case .everyNDays(let every, let start):
      try container.encode("every_n_days", forKey: .kind)
      try container.encode(every, forKey: .every)
      try container.encode(start.text, forKey: .start)
    case .timesInDays(let times, let days):
      try container.encode("times_in_days", forKey: .kind)
      try container.encode(times, forKey: .times)
      try container.encode(days, forKey: .days)
    case .monthDays(let days):
      try container.encode("month_days", forKey: .kind)
      try container.encode(days.sorted(), forKey: .days)
    }
  }
}
