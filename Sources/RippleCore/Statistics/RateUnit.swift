/// What a rate counts: days for a daily or weekday habit, weeks for a weekly target, N-day
/// periods for "times in N days"; a sum over habits of different kinds counts targets met.
public enum RateUnit: UInt8, Hashable, Sendable {
  case days
  case weeks
  case periods
  case mixed

  /// "day" / "days", "week" / "weeks", "period" / "periods", "met".
  func name(count: Int) -> String {
    switch self {
    case .days: count == 1 ? "day" : "days"
    case .weeks: count == 1 ? "week" : "weeks"
    case .periods: count == 1 ? "period" : "periods"
    case .mixed: "met"
    }
  }
}
