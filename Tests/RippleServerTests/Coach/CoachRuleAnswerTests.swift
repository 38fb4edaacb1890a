import RippleCore
import Testing

@testable import RippleServer
@testable import RippleServices

@Suite("The coach's refusals, said once for the API and the CLI")
struct CoachRuleAnswerTests {
  @Test func aMoveTheGoalDoesNotAllowIsAConflictOnTheMoveField() {
    let rule = CoachError.notPaused.rule

    #expect(rule == .conflict("This goal is not paused", field: "move"))
    let answer = APIError(coachRule: rule)
    #expect(answer.status == .conflict)
    #expect(answer.code == .conflict)
    #expect(answer.field == "move")
    #expect(answer.message == "This goal is not paused")
  }

  @Test func theAPIsConflictForAMoveIsTheRulesAnswer() {
    #expect(CoachError.finished.apiError.message == CoachError.finished.rule.message)
    #expect(CoachError.finished.apiError.status == .conflict)
  }
}
