/// How a numeric habit's value is entered: the quick-add steps offered next to the number, a
/// minus step for small counts, and the values that meet the target.
///
/// Steps rule: the three "nice" numbers (1, 2, 5, 10, 25, 50, 100, 250, 500, …) ending with the
/// largest one not above three quarters of the target, so every step fits in the target and the
/// biggest gets most of the way: 8 glasses → +1 +2 +5; 3 → +1 +2; 1 → +1; 30 minutes → +2 +5 +10;
/// 60 → +5 +10 +25; 10,000 steps → +1000 +2500 +5000. Small counts (a target of 10 or less)
/// also offer −1, so a mistaken tap is undone in place.
public struct ValueEntry: Hashable, Sendable {
  public var steps: [Double]
  /// The amount the minus button takes off, for small counts.
  public var decrement: Double?
  /// The lowest value that meets the target (nil: no lower bound).
  public var metMin: Double?
  /// The highest value that meets the target (nil: no upper bound).
  public var metMax: Double?

  /// Targets up to this are small counts, entered one by one.
  public static let smallCount: Double = 10

  public init?(_ measure: Measure) {
    guard case .numeric(let target, _, let kind) = measure else { return nil }
    steps = ValueEntry.steps(target: target)
    decrement = target <= ValueEntry.smallCount ? 1 : nil
    switch kind {
    case .atLeast: (metMin, metMax) = (target, nil)
    case .atMost: (metMin, metMax) = (0, target)
    }
  }

  /// The quick-add steps for `target`.
  public static func steps(target: Double) -> [Double] {
    let ceiling = target * 0.75
    var nice: [Double] = [1, 2, 5]
    var scale: Double = 10
    while scale <= ceiling, scale < 1e12 {
      nice += [scale, scale * 2.5, scale * 5]
      scale *= 10
    }
    let fitting = nice.filter { $0 <= ceiling }
    guard !fitting.isEmpty else { return [1] }
    return Array(fitting.suffix(3))
  }

  /// Whether `value` meets the target (the engine's rule: at least, or at most, the target).
  public func meets(_ value: Double) -> Bool {
    (metMin.map { value >= $0 } ?? true) && (metMax.map { value <= $0 } ?? true)
  }
}
