import Hummingbird
import RippleCore
import RippleStore

/// `POST /goals/check`: whether the goal is specific enough, and if not, what to ask.
struct GoalCheckJSON: ResponseEncodable, Sendable {
  struct Choice: Encodable, Sendable {
    var label: String
    var goal: String
    var domain: String
  }
  struct Question: Encodable, Sendable {
    var question: String
    var hint: String
    var choices: [Choice]
  }
  struct Advice: Encodable, Sendable {
    var suggestedWeeks: Int
    var suggestedGoal: String?
    var reason: String
  }

  struct BaselineChoiceJSON: Encodable, Sendable {
    var label: String
    var amount: Double
  }
  /// "Where are you now?", optional: choices in the question's unit, and the careful default
  /// the planner uses when it is skipped.
  struct BaselineJSON: Encodable, Sendable {
    var question: String
    var hint: String
    var unit: String
    var choices: [BaselineChoiceJSON]
    var defaultAmount: Double
  }

  var ok: Bool
  var domain: String
  var questions: [Question]
  var timelineAdvice: Advice?
  var baselineQuestion: BaselineJSON
  var target: QuantityJSON?

  init(_ assessment: GoalAssessment, what: String) {
    let baseline = BaselineQuestions.question(for: assessment.domain, what: what)
    baselineQuestion = BaselineJSON(
      question: baseline.question, hint: baseline.hint, unit: baseline.unit,
      choices: baseline.choices.map { BaselineChoiceJSON(label: $0.label, amount: $0.amount) },
      defaultAmount: baseline.defaultAmount)
    target = TargetParser.target(of: what, domain: assessment.domain).map {
      QuantityJSON($0.quantity)
    }
    ok = assessment.isSpecific
    domain = assessment.domain.rawValue
    questions = assessment.questions.map { question in
      Question(
        question: question.question, hint: question.hint,
        choices: question.choices.map {
          Choice(label: $0.label, goal: $0.goal, domain: $0.domain.rawValue)
        })
    }
    timelineAdvice = assessment.timelineAdvice.map {
      Advice(suggestedWeeks: $0.suggestedWeeks, suggestedGoal: $0.suggestedGoal, reason: $0.reason)
    }
  }
}

/// `POST /goals/preview`: a roadmap, the planner that made it, and why the model's was not
/// used (when one was asked).
struct RoadmapPreviewJSON: ResponseEncodable, Sendable {
  var roadmap: RoadmapDTO
  var planner: String
  var fallbackReason: String?
  var endDay: String
  /// Which alternative this is, what differs, and the one "Try a different roadmap" asks next.
  var variant: String
  var variantLabel: String
  var nextVariant: String
}

/// An amount with its unit: `{"amount", "unit"}`.
struct QuantityJSON: Encodable, Sendable {
  var amount: Double
  var unit: String

  init(_ quantity: Quantity) {
    amount = quantity.amount
    unit = quantity.unit
  }
}
