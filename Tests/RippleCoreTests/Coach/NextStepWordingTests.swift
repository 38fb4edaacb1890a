import RippleCore
import Testing

/// Moving on says "next step" only when the next stage's dose changes; a stage that keeps the
/// dose is named as a settling week.
@Suite struct NextStepWordingTests {
  /// "Stretch 20 minutes" with stage 2 keeping (or not) stage 1's dose.
  func state(secondHolds: Bool) -> CoachState {
    var state = CoachFixtures.state()
    let first = Dose(10, "minutes stretching", daysPerWeek: 4)
    state.roadmap.stages[0].dose = first
    state.roadmap.stages[1].dose = secondHolds ? first : Dose(12, first.unit, daysPerWeek: 4)
    return state
  }

  func metWeekReview(_ state: CoachState) -> WeekReview? {
    let week = CoachWeek(
      state: state, log: CoachFixtures.log("xxxx...", state: state), today: day("2026-03-09"),
      firstWeekday: .monday, weekOf: monday)
    return WeekReview(week: week, state: state, today: day("2026-03-09"))
  }

  func advance(_ state: CoachState, today: String) throws -> CoachUpdate {
    try CoachMoves.apply(.advance, to: state, today: day(today), firstWeekday: .monday)
  }

  @Test func movingOnToTheSameDoseSaysItHolds() throws {
    let holding = state(secondHolds: true)
    #expect(holding.nextStageHoldsDose(after: 0))
    let review = try #require(metWeekReview(holding))
    #expect(review.nextStageHolds)
    #expect(review.detail(of: .advance) == MoveOption.holdDetail)
    #expect(!review.detail(of: .advance).contains("next step"))
    for today in ["2026-03-09", "2026-03-10", "2026-03-11"] {
      let update = try advance(holding, today: today)
      #expect(update.message.situation == .stageHold)
      #expect(!update.message.text.lowercased().contains("next step"))
      #expect(!update.message.text.lowercased().contains("new step"))
    }
  }

  @Test func movingOnToAHigherDoseIsTheNextStep() throws {
    let rising = state(secondHolds: false)
    #expect(!rising.nextStageHoldsDose(after: 0))
    let review = try #require(metWeekReview(rising))
    #expect(!review.nextStageHolds)
    #expect(review.detail(of: .advance) == MoveOption.advance.detail)
    #expect(try advance(rising, today: "2026-03-09").message.situation == .stageStart)
  }

  @Test func holdingMessagesNeverPromiseAStepUp() {
    for text in CoachMessages.library(.stageHold) {
      #expect(!text.lowercased().contains("step up") && !text.lowercased().contains("next step"))
      #expect(text.lowercased().contains("same dose") || text.contains("hold"))
    }
  }

  @Test func theLastStageHasNoNextStageToHold() {
    let state = CoachFixtures.state()
    #expect(!state.nextStageHoldsDose(after: state.roadmap.stages.count - 1))
  }
}
