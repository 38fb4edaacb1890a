/// Moves an amount from a start toward an end over the step weeks: each step spreads what is
/// left evenly over the steps left, never more than `limit` allows, rounded to `grain`; weeks
/// that are not step weeks keep the amount.
struct Stepper {
  var start: Double
  var end: Double
  var grain: Double
  /// The largest next amount (rising) or smallest (falling) allowed after `previous`.
  var limit: (Double) -> Double

  func amounts(weeks: Int, steps: [Int]) -> [Double] {
    var amounts = [start]
    var current = start
    let rising = end >= start
    for week in 1..<max(1, weeks) {
      if let position = steps.firstIndex(of: week) {
        current = step(from: current, stepsLeft: steps.count - position, rising: rising)
      }
      amounts.append(current)
    }
    return amounts
  }

  /// One step from `current`: its share of what is left, within the limit, on the grain, and
  /// at least one grain while the end is not reached and the limit allows it.
  func step(from current: Double, stepsLeft: Int, rising: Bool) -> Double {
    let ideal = current + (end - current) / Double(max(1, stepsLeft))
    let cap = limit(current)
    var next = rising ? min(ideal, cap) : max(ideal, cap)
    next = (next / grain).rounded() * grain
    if rising ? next > cap : next < cap { next += rising ? -grain : grain }
    if rising ? next <= current : next >= current {
      let one = current + (rising ? grain : -grain)
      next = (rising ? one <= cap : one >= cap) ? one : current
    }
    if rising ? next > end : next < end { next = end }
    return next
  }

  /// The steps past `weeks` that the same rule would need to reach the end (nil past 200).
  func weeksToEnd(from amount: Double) -> Int? {
    var current = amount
    var count = 0
    let rising = end >= start
    while rising ? current < end : current > end {
      let next = step(from: current, stepsLeft: 1, rising: rising)
      if next == current { return nil }
      current = next
      count += 1
      if count > 200 { return nil }
    }
    return count
  }
}
