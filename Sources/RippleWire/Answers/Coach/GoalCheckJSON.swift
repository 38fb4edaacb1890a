import RippleCore

/// `POST /goals/check`: whether the goal is specific enough, and if not, what to ask; where the
/// person is now; and the target its words state.
public struct GoalCheckJSON: WireObject, Sendable {
  public var assessment: GoalAssessment
  public var baseline: BaselineQuestion
  public var target: Quantity?

  public init(_ assessment: GoalAssessment, what: String) {
    self.assessment = assessment
    baseline = BaselineQuestions.question(for: assessment.domain, what: what)
    target = TargetParser.target(of: what, domain: assessment.domain)?.quantity
  }

  public static let wireName = "GoalCheck"
  public static let wireSummary = "Whether a goal is specific enough, and what to ask if not"
  public static let wireFields: [WireField<GoalCheckJSON>] = [
    WireField("ok") { $0.assessment.isSpecific },
    WireField("domain", as: .named("Domain")) { $0.assessment.domain.rawValue },
    WireField("questions") { $0.assessment.questions.map(ClarifyingQuestionJSON.init) },
    .optional("timelineAdvice") { $0.assessment.timelineAdvice.map(TimelineAdviceJSON.init) },
    WireField(
      "baselineQuestion", "Where the person is now, optional, with choices in the question's unit"
    ) { BaselineQuestionJSON($0.baseline) },
    .optional("target", "The target the goal states, parsed; absent when it states none") {
      $0.target.map(QuantityWire.init)
    },
  ]
}

/// A question that makes a vague goal specific, with the goals it offers.
struct ClarifyingQuestionJSON: WireObject, Sendable {
  var question: ClarifyingQuestion

  init(_ question: ClarifyingQuestion) { self.question = question }

  static let wireName = "ClarifyingQuestion"
  static let wireSummary = "A question that makes a goal specific"
  static let wireFields: [WireField<ClarifyingQuestionJSON>] = [
    WireField("question") { $0.question.question },
    WireField("hint") { $0.question.hint },
    WireField("choices") { $0.question.choices.map(ClarifyingChoiceJSON.init) },
  ]
}

/// One goal a clarifying question offers.
struct ClarifyingChoiceJSON: WireObject, Sendable {
  var choice: ClarifyingChoice

  init(_ choice: ClarifyingChoice) { self.choice = choice }

  static let wireName = "ClarifyingChoice"
  static let wireSummary = "A specific goal a question offers"
  static let wireFields: [WireField<ClarifyingChoiceJSON>] = [
    WireField("label") { $0.choice.label },
    WireField("goal") { $0.choice.goal },
    WireField("domain", as: .named("Domain")) { $0.choice.domain.rawValue },
  ]
}

/// The coach's thought about the pace: the weeks it suggests, and why.
struct TimelineAdviceJSON: WireObject, Sendable {
  var advice: TimelineAdvice

  init(_ advice: TimelineAdvice) { self.advice = advice }

  static let wireName = "TimelineAdvice"
  static let wireSummary = "The coach's thought about a goal's pace"
  static let wireFields: [WireField<TimelineAdviceJSON>] = [
    WireField("suggestedWeeks") { $0.advice.suggestedWeeks },
    .optional("suggestedGoal") { $0.advice.suggestedGoal },
    WireField("reason") { $0.advice.reason },
  ]
}

/// "Where are you now?", optional: choices in the question's unit, and the careful default the
/// planner uses when it is skipped.
struct BaselineQuestionJSON: WireObject, Sendable {
  var question: BaselineQuestion

  init(_ question: BaselineQuestion) { self.question = question }

  static let wireName = "BaselineQuestion"
  static let wireSummary = "Where the person is now, in the goal's unit"
  static let wireFields: [WireField<BaselineQuestionJSON>] = [
    WireField("question") { $0.question.question },
    WireField("hint") { $0.question.hint },
    WireField("unit") { $0.question.unit },
    WireField("choices") { $0.question.choices.map(BaselineChoiceJSON.init) },
    WireField("defaultAmount", "What the planner starts from when the question is skipped") {
      $0.question.defaultAmount
    },
  ]
}

/// One answer to "where are you now?".
struct BaselineChoiceJSON: WireObject, Sendable {
  var choice: BaselineChoice

  init(_ choice: BaselineChoice) { self.choice = choice }

  static let wireName = "BaselineChoice"
  static let wireSummary = "One answer to where the person is now"
  static let wireFields: [WireField<BaselineChoiceJSON>] = [
    WireField("label") { $0.choice.label },
    WireField("amount") { $0.choice.amount },
  ]
}
