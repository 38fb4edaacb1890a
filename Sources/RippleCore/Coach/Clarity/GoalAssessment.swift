/// Whether a goal is specific enough to plan, and if not, what to ask.
public struct GoalAssessment: Hashable, Sendable {
  /// The domain the words point to (`.general` when none is clear).
  public var domain: Domain
  public var isSpecific: Bool
  /// Clarifying questions for a vague goal; empty when it is specific.
  public var questions: [ClarifyingQuestion]
  /// A suggested adjustment when the timeline is unrealistic for the goal.
  public var timelineAdvice: TimelineAdvice?

  public init(
    domain: Domain, isSpecific: Bool, questions: [ClarifyingQuestion],
    timelineAdvice: TimelineAdvice?
  ) {
    self.domain = domain
    self.isSpecific = isSpecific
    self.questions = questions
    self.timelineAdvice = timelineAdvice
  }
}
