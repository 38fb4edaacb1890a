import RippleCore

/// A habit's schedule: the kind and the fields that kind needs (the API document's `Schedule`,
/// which requests send too).
public struct ScheduleWire: WireValue, Sendable {
  public var schedule: Schedule

  public init(_ schedule: Schedule) { self.schedule = schedule }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Schedule") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      switch schedule {
      case .daily:
        json.field("kind", "daily")
      case .weekdays(let set):
        json.field("kind", "weekdays")
        json.key("weekdays")
        set.codes.write(to: &json)
      case .timesPerWeek(let times):
        json.field("kind", "times_per_week")
        json.field("times", times)
      case .everyNDays(let every, let start):
        json.field("kind", "every_n_days")
        json.field("every", every)
        json.field("start", start.text)
      case .timesInDays(let times, let days):
        json.field("kind", "times_in_days")
        json.field("times", times)
        json.field("days", days)
      case .monthDays(let days):
        json.field("kind", "month_days")
        json.key("days")
        days.sorted().write(to: &json)
      }
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
