/// One unbroken streak: its first and last counted days and its length in units.
public struct StreakRun: Hashable, Sendable {
  public var start: Day
  public var end: Day
  public var length: Int
  /// True when a due unit passed undone after it; false while it is still running.
  public var endedByMiss: Bool

  public init(start: Day, end: Day, length: Int, endedByMiss: Bool) {
    self.start = start
    self.end = end
    self.length = length
    self.endedByMiss = endedByMiss
  }
}
