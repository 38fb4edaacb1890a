/// A plain observation about the days logged, for the recalibration's "what your weeks show".
public struct LogInsight: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    /// Most of the yeses fell on Saturday or Sunday.
    case weekends
    /// The yeses came on weekdays only, though weekend days were open.
    case weekdays
    /// One weekday stands out.
    case bestDay = "best_day"
    /// Rest days (skips) were taken; they never count against the person.
    case restDays = "rest_days"
    /// No yes yet over the days looked at.
    case noYesYet = "no_yes_yet"
  }

  public var kind: Kind
  public var text: String
}

/// What a run of days shows, without judgment: where the yeses
/// fall (weekends or weekdays), the weekday that has gone best, rest days taken, or that no
/// yes has come yet. Days still to come, before the goal and in a pause are left out.
public enum LogInsights {
  /// Fewer yeses than this say nothing about a pattern.
  static let enoughYeses = 3

  public static func of(_ days: [CoachDay]) -> [LogInsight] {
    let past = days.filter { [.done, .missed, .skipped, .notLogged].contains($0.state) }
    let yeses = past.filter { $0.state == .done }
    var found: [LogInsight] = []
    if yeses.isEmpty {
      if past.count >= 5 {
        found.append(
          LogInsight(
            kind: .noYesYet,
            text:
              "No yes logged yet over these days. A smaller first step often makes the start easier."
          ))
      }
    } else if yeses.count >= enoughYeses {
      found += split(yeses: yeses, past: past)
      if let best = bestDay(yeses) { found.append(best) }
    }
    let rests = past.count { $0.state == .skipped }
    if rests >= 2 {
      found.append(
        LogInsight(
          kind: .restDays, text: "You took \(rests) rest days; they never count against you."))
    }
    return found
  }

  private static func isWeekend(_ day: CoachDay) -> Bool {
    day.day.weekday == .saturday || day.day.weekday == .sunday
  }

  private static func split(yeses: [CoachDay], past: [CoachDay]) -> [LogInsight] {
    let atWeekends = yeses.count(where: isWeekend)
    if atWeekends * 3 >= yeses.count * 2 {
      return [
        LogInsight(
          kind: .weekends,
          text: "Most of your yeses were at weekends: \(atWeekends) of \(yeses.count).")
      ]
    }
    let openWeekends = past.count { isWeekend($0) && $0.state != .skipped }
    if atWeekends == 0 && openWeekends >= 2 {
      return [
        LogInsight(
          kind: .weekdays,
          text:
            "All \(yeses.count) of your yeses came on weekdays; weekends have been harder to fit in."
        )
      ]
    }
    return []
  }

  /// The weekday with the most yeses, when it has at least two and more than any other.
  private static func bestDay(_ yeses: [CoachDay]) -> LogInsight? {
    var counts: [Weekday: Int] = [:]
    for day in yeses { counts[day.day.weekday, default: 0] += 1 }
    let ranked = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
    guard let top = ranked.first, top.value >= 2,
      ranked.dropFirst().allSatisfy({ $0.value < top.value })
    else { return nil }
    return LogInsight(
      kind: .bestDay, text: "\(top.key.name)s have gone best so far: \(top.value) yeses.")
  }
}
