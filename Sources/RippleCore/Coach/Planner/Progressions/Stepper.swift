/// Moves an amount from a start toward an end in steps: each step spreads what is left evenly
/// over the steps left, never more than `limit` allows, rounded to `grain`.
struct Stepper {
  var start: Double
  var end: Double
  var grain: Double
  /// The largest next amount (rising) or smallest (falling) allowed after `previous`.
  var limit: (Double) -> Double

  /// The amounts from the start to the end: about `count` of them when the limit allows (more
  /// when it does not, fewer when the grain is too coarse), each one different.
  func ladder(count: Int) -> [Double] {
    var amounts = [start]
    var current = start
    let rising = end >= start
    var stepsLeft = max(1, count - 1)
    while rising ? current < end : current > end {
      let next = step(from: current, stepsLeft: stepsLeft, rising: rising)
      if next == current || amounts.count > 400 { break }
      amounts.append(next)
      current = next
      stepsLeft = max(1, stepsLeft - 1)
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
}
