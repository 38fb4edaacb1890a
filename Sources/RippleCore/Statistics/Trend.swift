/// A period's rate against the period before: "+5% from last week" (percentage points).
public struct Trend: Hashable, Sendable {
  /// The change in whole percentage points (of the rounded percents, so the numbers shown add up).
  public var points: Int
  public var previous: Rate
  /// "+5% from last week", "-3% from last month", "No change from last week".
  public var text: String

  public init(points: Int, previous: Rate, text: String) {
    self.points = points
    self.previous = previous
    self.text = text
  }

  public var direction: TrendDirection {
    points > 0 ? .up : (points < 0 ? .down : .flat)
  }

  /// The trend of `current` against `previous`, or nil when either had nothing due.
  public init?(current: Rate, previous: Rate, previousPhrase: String) {
    guard !current.isEmpty, !previous.isEmpty else { return nil }
    let points = current.percent - previous.percent
    let text =
      points == 0
      ? "No change from \(previousPhrase)"
      : "\(Percent.signedText(points: points)) from \(previousPhrase)"
    self.init(points: points, previous: previous, text: text)
  }
}

public enum TrendDirection: String, Sendable, CaseIterable {
  case up, down, flat
}
