/// A period's rate against the whole period before, in percentage points: "3 points below last
/// week". The Statistics hero and the week's comparison insight both tell this one trend.
public struct Trend: Hashable, Sendable {
  /// The change in whole percentage points (of the rounded percents, so the numbers shown add up).
  public var points: Int
  public var previous: Rate
  /// "3 points below last week", "1 point above last month", "Same as last week".
  public var text: String
  /// The same inside a sentence: "3 points below last week", "the same as last week".
  public var clause: String

  public init(points: Int, previous: Rate, text: String, clause: String) {
    self.points = points
    self.previous = previous
    self.text = text
    self.clause = clause
  }

  public var direction: TrendDirection {
    points > 0 ? .up : (points < 0 ? .down : .flat)
  }

  /// The trend of `current` against `previous`, or nil when either had nothing due.
  public init?(current: Rate, previous: Rate, previousPhrase: String) {
    guard !current.isEmpty, !previous.isEmpty else { return nil }
    let points = current.percent - previous.percent
    guard points != 0 else {
      self.init(
        points: 0, previous: previous, text: "Same as \(previousPhrase)",
        clause: "the same as \(previousPhrase)")
      return
    }
    let size = points > 0 ? points : -points
    let text =
      "\(size) \(size == 1 ? "point" : "points") \(points > 0 ? "above" : "below") \(previousPhrase)"
    self.init(points: points, previous: previous, text: text, clause: text)
  }
}

public enum TrendDirection: String, Sendable, CaseIterable {
  case up, down, flat
}
