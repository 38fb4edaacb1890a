/// How big a milestone's celebration is.
public enum CelebrationIntensity: String, Sendable, CaseIterable {
  case standard, enhanced, epic
}

/// A streak length worth celebrating, with its intensity and message.
public struct Milestone: Hashable, Sendable {
  public var days: Int

  public init?(days: Int) {
    guard Milestone.all.contains(days) else { return nil }
    self.days = days
  }

  public static let all = [3, 7, 14, 30, 50, 60, 100, 365]

  public var intensity: CelebrationIntensity {
    switch days {
    case 3, 7: return .standard
    case 14, 30, 50: return .enhanced
    default: return .epic
    }
  }

  public var message: String {
    switch days {
    case 3: return "3 days strong! Building momentum"
    case 7: return "7 day streak! You're building a habit"
    case 14: return "2 weeks in! Consistency pays off"
    case 30: return "30 days! This is who you are now"
    case 50: return "50 days! Halfway to a hundred"
    case 60: return "60 days of dedication! Unstoppable"
    case 100: return "100 day milestone! Elite commitment"
    default: return "365 days! You're a legend"
    }
  }

  /// The next milestone above `streak`, if any.
  public static func next(after streak: Int) -> Milestone? {
    all.first { $0 > streak }.flatMap { Milestone(days: $0) }
  }
}
