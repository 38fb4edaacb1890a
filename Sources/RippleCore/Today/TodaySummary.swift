/// The daily summary card: how much of today's plan is done.
public struct TodaySummary: Hashable, Sendable {
  public var due: Int
  public var done: Int

  public init(due: Int, done: Int) {
    self.due = due
    self.done = done
  }

  /// done ÷ due, 0 when nothing is due.
  public var ratio: Double { due == 0 ? 0 : Double(done) / Double(due) }

  public var isPerfect: Bool { due > 0 && done >= due }

  /// "Keep going!" under 50 %, "Halfway there!" to 75 %, "Almost done!" below 100 %,
  /// "Perfect!" at 100 %. Calm mode states the count instead.
  public func tierText(calm: Bool = false) -> String {
    if due == 0 { return "Nothing due today" }
    if calm {
      return done >= due ? "All habits completed for today." : "\(done) of \(due) completed"
    }
    switch ratio {
    case ..<0.5: return "Keep going!"
    case ..<0.75: return "Halfway there!"
    case ..<1: return "Almost done!"
    default: return "Perfect!"
    }
  }
}
