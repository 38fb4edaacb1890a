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

  var ok: Bool
  var domain: String
  var questions: [Question]
  var timelineAdvice: Advice?

  init(_ assessment: GoalAssessment) {
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
}
