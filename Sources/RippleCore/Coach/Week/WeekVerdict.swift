/// How a finished week went against its criterion (spec 003 Flow 3).
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
