/// The best streak card: the longest run, the latest of equals.
public struct BestStreak: Hashable, Sendable {
  public var run: StreakRun
  public var unit: StreakUnit
  /// The best streak is the one running now.
  public var isCurrent: Bool
  /// "Can you beat it?", or "You're on your best streak yet." while it runs.
  public var message: String

  public init(run: StreakRun, unit: StreakUnit, isCurrent: Bool, message: String) {
    self.run = run
    self.unit = unit
    self.isCurrent = isCurrent
    self.message = message
  }

  public init?(_ status: StreakStatus) {
    var best: StreakRun?
    for run in status.runs where run.length >= (best?.length ?? 1) { best = run }
    guard let best else { return nil }
    let isCurrent = status.current > 0 && best == status.runs.last
    self.init(
      run: best, unit: status.unit, isCurrent: isCurrent,
      message: isCurrent ? "You're on your best streak yet." : "Can you beat it?")
  }
}
