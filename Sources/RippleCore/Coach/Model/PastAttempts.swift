/// Whether the user tried this before, and what got in the way.
public struct PastAttempts: Hashable, Sendable {
  public var triedBefore: Bool
  public var obstacles: [Obstacle]
  /// The user's own words, for `Obstacle.other`.
  public var otherText: String

  public init(triedBefore: Bool = false, obstacles: [Obstacle] = [], otherText: String = "") {
    self.triedBefore = triedBefore
    self.obstacles = obstacles
    self.otherText = otherText
  }

  public static let none = PastAttempts()

  /// "Too hard", "no time" or "health": the planner starts easier and lengthens the
  /// foundation, a gentler ramp.
  public var asksForGentleStart: Bool {
    obstacles.contains(.tooHard) || obstacles.contains(.time) || obstacles.contains(.health)
  }
}

/// What got in the way of a past attempt.
public enum Obstacle: String, CaseIterable, Sendable {
  case time
  case motivation
  case tooHard = "too_hard"
  case forgot
  case health
  case other
}
