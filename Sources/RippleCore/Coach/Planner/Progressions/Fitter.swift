/// Lays a ladder's doses over the person's weeks. Each dose gets a week; when the weeks run out
/// first, the plan stops where it is (and says what the rest needs). When weeks are left over, a
/// short plan adds settling weeks — at most one for every two steps, never at the end — and
/// gives what is still left to the doses as longer stages (spread over the climb, or at the end
/// to keep what was reached); a long plan gives it all as longer stages.
enum Fitter {
  struct Fitted {
    var week: WeekDose
    var weeks: Int
    /// Keeps the dose before it so the habit can settle.
    var settles: Bool
  }

  /// The weeks up to which stages are planned one week each.
  static let weeklyUpTo = 12

  /// Settling weeks a plan of `weeks` would like: one in four, none on a long timeline.
  static func settlingWeeks(_ weeks: Int) -> Int {
    weeks <= weeklyUpTo ? max(0, (weeks - 1) / 4) : 0
  }

  /// The distinct doses the weeks have room for: one a week with settling weeks, about a dozen
  /// stages on a long timeline.
  static func count(weeks: Int) -> Int {
    weeks <= weeklyUpTo ? weeks - settlingWeeks(weeks) : weeklyUpTo
  }

  static func fit(_ ladder: Ladder, weeks: Int, gentler: Bool) -> [Fitted] {
    let doses = ladder.doses
    guard !doses.isEmpty, weeks > 0 else { return [] }
    if ladder.flat { return flat(doses[0], weeks: weeks) }
    if doses.count >= weeks {
      return doses.prefix(weeks).map { Fitted(week: $0, weeks: 1, settles: false) }
    }
    let extra = weeks - doses.count
    var durations = Array(repeating: 1, count: doses.count)
    // Settling weeks after every second step (every step for the gentler ramp), never after
    // the last dose, and only when they use up every week left.
    let candidates =
      gentler ? Array(0..<(doses.count - 1)) : Array(stride(from: 1, to: doses.count - 1, by: 2))
    if weeks <= weeklyUpTo, extra <= candidates.count {
      let after = Set(candidates.prefix(extra))
      var fitted: [Fitted] = []
      for (index, week) in doses.enumerated() {
        fitted.append(Fitted(week: week, weeks: 1, settles: false))
        if after.contains(index) { fitted.append(Fitted(week: week, weeks: 1, settles: true)) }
      }
      return fitted
    }
    switch ladder.leftover {
    case .end:
      durations[doses.count - 1] += extra
    case .spread:
      let each = extra / doses.count
      let rest = extra % doses.count
      for index in durations.indices {
        durations[index] += each + (index >= doses.count - rest ? 1 : 0)
      }
    }
    return zip(doses, durations).map { Fitted(week: $0, weeks: $1, settles: false) }
  }

  /// One fixed dose: a stage a week on a short timeline, a stage a month (four weeks) on a long
  /// one, so the plan still shows its running total.
  static func flat(_ dose: WeekDose, weeks: Int) -> [Fitted] {
    let block = weeks <= weeklyUpTo ? 1 : 4
    var fitted: [Fitted] = []
    var left = weeks
    while left > 0 {
      let length = min(block, left)
      fitted.append(Fitted(week: dose, weeks: length, settles: false))
      left -= length
    }
    return fitted
  }
}
