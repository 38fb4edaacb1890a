/// How a finished week went against its criterion.
public enum WeekVerdict: String, CaseIterable, Sendable {
  /// At least the days asked.
  case met
  /// One day short: the user chooses to advance or repeat.
  case borderline
  case notMet = "not_met"
  /// Every day was skipped (or outside the plan): nothing to judge, nothing harmed.
  case rested
  /// The goal was paused during the week: weeks in a pause are not judged.
  case notJudged = "not_judged"
}

extension WeekVerdict {
  /// How the week ended, in a few kind words: "criterion met", "one day short".
  public var label: String {
    switch self {
    case .met: return "criterion met"
    case .borderline: return "one day short"
    case .notMet: return "a week to learn from"
    case .rested: return "a week of rest"
    case .notJudged: return "paused"
    }
  }
}
