/// Habit strength: Loop Habit Tracker's exponentially smoothed score, so imported histories
/// keep their numbers.
///
/// For frequency f = N/D, m = 0.5^(√f / 13) and s_t = s_{t−1}·m + c_t·(1 − m), day by day from
/// the timeline's start. c_t is the share of the target met in the last D days (N and D doubled
/// for yes/no habits with f < 1); a skipped day leaves the score as it was. The score starts at 0,
/// except for an at-most habit, which starts at 1 (nothing logged is within the limit).
public enum HabitStrength {
  /// The score (0…1) of every day of the timeline.
  public static func series(_ timeline: HabitTimeline) -> [Double] {
    var scores: [Double] = []
    scores.reserveCapacity(timeline.count)
    forEachScore(timeline) { scores.append($0) }
    return scores
  }

  /// The score on the timeline's last day (0 for an empty timeline).
  public static func current(_ timeline: HabitTimeline) -> Double {
    var last = 0.0
    forEachScore(timeline) { last = $0 }
    return last
  }

  public static func multiplier(frequency: Double) -> Double {
    pow2(-frequency.squareRoot() / 13)
  }

  private static func forEachScore(_ timeline: HabitTimeline, _ body: (Double) -> Void) {
    let (numerator, denominator) = timeline.habit.schedule.frequency
    let frequency = Double(numerator) / Double(denominator)
    let m = multiplier(frequency: frequency)
    let outcomes = timeline.outcomes
    switch timeline.habit.measure {
    case .boolean:
      let doubled = frequency < 1
      let target = Double(doubled ? numerator * 2 : numerator)
      let window = doubled ? denominator * 2 : denominator
      var score = 0.0
      var rolling = 0.0
      for index in 0..<outcomes.count {
        if outcomes[index] == .done { rolling += 1 }
        if index >= window, outcomes[index - window] == .done { rolling -= 1 }
        if outcomes[index] != .skipped {
          score = score * m + min(1, rolling / target) * (1 - m)
        }
        body(score)
      }
    case .numeric(let target, _, let kind):
      let values = timeline.values
      // Loop starts an at-most habit from full: a day with nothing logged meets its target.
      var score = kind == .atMost ? 1.0 : 0.0
      var rolling = 0.0
      for index in 0..<outcomes.count {
        let counted = outcomes[index] == .skipped ? 0 : max(0, values[index])
        rolling += counted
        if index >= denominator, outcomes[index - denominator] != .skipped {
          rolling -= max(0, values[index - denominator])
        }
        if outcomes[index] != .skipped {
          let completed: Double
          switch kind {
          case .atLeast: completed = min(1, rolling / target)
          // An "at most 0" habit loses a whole day's credit for each one over.
          case .atMost: completed = min(1, max(0, 1 - (rolling - target) / max(target, 1)))
          }
          score = score * m + completed * (1 - m)
        }
        body(score)
      }
    }
  }

  /// 2^x for the small negative exponents of the multiplier, without Foundation.
  static func pow2(_ x: Double) -> Double {
    // e^(x·ln 2) by its series; |x·ln 2| < 0.06 here, so a few terms are exact to 1e-16.
    let y = x * 0.693_147_180_559_945_3
    var term = 1.0
    var sum = 1.0
    for n in 1...12 {
      term *= y / Double(n)
      sum += term
    }
    return sum
  }
}
