import RippleCore
import RippleStore

/// Loop's frequency "N times in D days" as a Ripple schedule. Loop's score depends on N/D, so a
/// frequency that does not fit Ripple's limits keeps its ratio as closely as it can, and says so.
enum LoopSchedule {
  static func schedule(_ times: Int, in days: Int) -> (schedule: Schedule, change: String?) {
    let original = "Loop's frequency \(times) times in \(days) days"
    guard times >= 1, days >= 1 else {
      return (.daily, "\(original) is not a frequency; imported as every day")
    }
    guard times < days else {
      let change = times > days ? "\(original) is more than daily; imported as every day" : nil
      return (.daily, change)
    }
    var (times, days) = reduced(times, days)
    var change: String?
    if days > Limits.rollingWindow.upperBound {
      let scaled = (Double(times) * Double(Limits.rollingWindow.upperBound) / Double(days))
        .rounded()
      days = Limits.rollingWindow.upperBound
      times = Int(min(max(scaled, 1), Double(days - 1)))
      change =
        "\(original) is longer than Ripple's \(days)-day window; imported as \(times) in \(days) days"
    }
    if days == 7 { return (.timesPerWeek(times), change) }
    return (.timesInDays(times: times, days: days), change)
  }

  /// The fraction in lowest terms, when that makes the window fit: 2 in 400 is 1 in 200.
  static func reduced(_ times: Int, _ days: Int) -> (Int, Int) {
    guard days > Limits.rollingWindow.upperBound else { return (times, days) }
    var (a, b) = (times, days)
    while b != 0 { (a, b) = (b, a % b) }
    return (times / a, days / a)
  }
}
