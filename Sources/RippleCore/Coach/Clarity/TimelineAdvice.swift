/// A suggested adjustment for a goal that the timeline makes unrealistic, with the reason.
public struct TimelineAdvice: Hashable, Sendable {
  /// The roadmap length to use instead.
  public var suggestedWeeks: Int
  /// A reachable goal for that time, when the goal itself should change.
  public var suggestedGoal: String?
  public var reason: String

  public init(suggestedWeeks: Int, suggestedGoal: String?, reason: String) {
    self.suggestedWeeks = suggestedWeeks
    self.suggestedGoal = suggestedGoal
    self.reason = reason
  }
}
