import RippleCore
import Testing

/// The week's rules: a Yes in maintenance counts, advancing needs a week that was not short,
/// carry on, previews of the plan changes, one word for "lighter", and progress lines that add
/// up. Stage 1 of "Run a 5k" asks 4 of 7 days; weeks start on Monday 2 March 2026.
@Suite struct WeekRulesTests {
  let state = CoachFixtures.state()

  func apply(
    _ move: CoachMove, to state: CoachState? = nil, today: String = "2026-03-09"
  ) throws(CoachError) -> CoachUpdate {
    try CoachMoves.apply(move, to: state ?? self.state, today: day(today), firstWeekday: .monday)
  }

  /// `state` with the week of 2 March judged from `history`.
  func judged(_ history: String, state: CoachState? = nil) -> CoachState {
    CoachFixtures.judged(history, state: state ?? self.state)
  }

  @Test func aYesInMaintenanceCountsAndNothingElseIsExpected() throws {
    let paused = try apply(.pause(.maintenance), today: "2026-03-02").state
    let week = CoachWeek(
      state: paused, log: CoachFixtures.log("xxm", state: paused), today: day("2026-03-05"),
      firstWeekday: .monday)
    #expect(week.days.map(\.state).prefix(4) == [.done, .done, .paused, .paused])
    #expect(week.done == 2)
    let away = try apply(.pause(.vacation(resume: day("2026-03-20"))), today: "2026-03-02").state
    let vacation = CoachWeek(
      state: away, log: CoachFixtures.log("xx", state: away), today: day("2026-03-05"),
      firstWeekday: .monday)
    #expect(vacation.done == 0)
  }

  @Test func advancingAfterAWeekNotMetIsRefused() throws {
    #expect(throws: CoachError.weekNotMet) { try apply(.advance, to: judged("x......")) }
    #expect(try apply(.advance, to: judged("xxx....")).state.currentIndex == 1)  // one day short
    #expect(try apply(.advance, to: judged("xxxx...")).state.currentIndex == 1)
    // Once repeated, the week not met belongs to the attempt before.
    let repeated = try apply(.repeatStage, to: judged("x......")).state
    #expect(try apply(.advance, to: repeated, today: "2026-03-16").state.currentIndex == 1)
  }

  @Test func carryOnKeepsTheStageAndStartsItsWeekAfresh() throws {
    let update = try apply(.carryOn, to: judged("sssssss"))
    #expect(update.state.currentIndex == 0 && update.state.stageStart == day("2026-03-09"))
    #expect(update.state.roadmap.stages[0].status == .current)
    #expect(update.habitChange == nil)
  }

  @Test(arguments: [CoachMove.simplify(.smallerAction), .simplify(.fewerDays), .extend])
  func aPreviewShowsTheRoadmapTheMoveMakes(move: CoachMove) throws {
    var state = try apply(.advance, to: judged("xxxx...")).state
    state.stageStart = day("2026-03-09")
    let preview = try CoachMoves.preview(
      move, of: state, today: day("2026-03-16"), firstWeekday: .monday)
    let made = try apply(move, to: state, today: "2026-03-16")
    #expect(preview.proposed == made.state.roadmap)
    #expect(preview.basedOnVersion == state.roadmap.version)
    #expect(!preview.changes.isEmpty)
    #expect(CoachMoves.isPreviewed(move))
  }

  @Test func makingAStageLighterSaysLighterEverywhere() throws {
    #expect(MoveOption.simplify.label.contains("lighter"))
    #expect(MoveOption.simplify.detail.contains("lighter"))
    for text in CoachMessages.library(.simplified) {
      #expect(text.lowercased().contains("lighter"))
    }
    let next = try apply(.advance, to: judged("xxxx...")).state
    for kind in Simplification.allCases {
      let lighter = try apply(.simplify(kind), to: next, today: "2026-03-16").state.currentStage
      #expect(lighter.rationale.hasPrefix("A lighter version for now"), "\(kind)")
    }
  }

  @Test func progressLinesNeverAskForMoreThanTheWeekHolds() {
    func week(_ history: String, today: String) -> CoachWeek {
      CoachWeek(
        state: state, log: CoachFixtures.log(history, state: state), today: day(today),
        firstWeekday: .monday)
    }
    #expect(week("xxxxx", today: "2026-03-07").progressText == "5 days done, more than the 4 asked")
    #expect(
      week("mmmm", today: "2026-03-06").progressText
        == "0 of 4 days, 3 days left: each one still counts")
    #expect(
      week("xxm.m.", today: "2026-03-08").progressText
        == "2 of 4 days, 1 day left: each one still counts")
    #expect(week("xx", today: "2026-03-04").progressText == "2 more to go, 5 days left")
  }
}
