import RippleCore
import Testing

/// A stage the person changed is marked edited, and keeps the mark wherever the stage itself
/// survives a change of plan; "one more week here" previews the roadmap it makes, its finish
/// counted from the repeated stage's new start. Weeks start on Monday 2 March 2026.
@Suite struct StageEditedTests {
  let state = CoachFixtures.state()

  /// `state` with the week of 2 March judged from `history`.
  func judged(_ history: String, state: CoachState? = nil) -> CoachState {
    CoachFixtures.judged(history, state: state ?? self.state)
  }

  @Test func aPlannedStageIsNotEdited() {
    #expect(state.roadmap.stages.allSatisfy { !$0.isEdited })
  }

  @Test func changingAStageMarksItEdited() {
    let stage = state.roadmap.stages[2]
    #expect(stage.edited(name: nil, action: "Stretch after lunch", criterion: nil).isEdited)
    #expect(stage.edited(name: "Evening stretch", action: nil, criterion: nil).isEdited)
    let fewer = stage.criterion.days - 1
    #expect(stage.edited(name: nil, action: nil, criterion: fewer).isEdited)
  }

  @Test func anEditThatChangesNothingLeavesTheStageAsPlanned() {
    let stage = state.roadmap.stages[2]
    let same = stage.edited(
      name: stage.habit.name, action: stage.habit.action, criterion: stage.criterion.days)
    #expect(!same.isEdited)
    #expect(same == stage)
  }

  @Test func anEditedStageKeepsItsMarkThroughARepeatAndAGentlerPlan() throws {
    var edited = judged("x......")
    edited.roadmap.stages[3] = edited.roadmap.stages[3].edited(
      name: nil, action: "Stretch after lunch", criterion: nil)
    let repeated = try CoachMoves.apply(
      .repeatStage, to: edited, today: day("2026-03-09"), firstWeekday: .monday)
    #expect(repeated.state.roadmap.stages[3].isEdited)
    let gentler = try Recalibration.preview(
      of: edited, today: day("2026-03-09"), firstWeekday: .monday)
    // The bridging week is inserted after the current stage: the edited stage is week 5 now.
    #expect(gentler.proposed.stages[4].isEdited)
    #expect(gentler.proposed.stages[4].habit.action == "Stretch after lunch")
    #expect(gentler.proposed.stages.filter(\.isEdited).count == 1)
  }

  @Test func aBridgingWeekAfterAnEditedStageIsTheCoachs() throws {
    var edited = state
    edited.roadmap.stages[0] = edited.roadmap.stages[0].edited(
      name: nil, action: "Stretch after lunch", criterion: nil)
    let extended = try CoachMoves.apply(
      .extend, to: edited, today: day("2026-03-04"), firstWeekday: .monday)
    #expect(extended.state.roadmap.stages[0].isEdited)
    #expect(!extended.state.roadmap.stages[1].isEdited)
  }

  @Test func oneMoreWeekHereIsPreviewedWithItsFinishAWeekLater() throws {
    let state = judged("x......")
    let preview = try CoachMoves.preview(
      .repeatStage, of: state, today: day("2026-03-09"), firstWeekday: .monday)
    let made = try CoachMoves.apply(
      .repeatStage, to: state, today: day("2026-03-09"), firstWeekday: .monday)
    #expect(CoachMoves.isPreviewed(.repeatStage))
    #expect(preview.proposed == made.state.roadmap)
    #expect(preview.proposed.stages[0].status == .repeated)
    #expect(preview.oldEndDay == state.endDay(firstWeekday: .monday))
    #expect(preview.newEndDay == preview.oldEndDay.adding(days: 7))
    #expect(preview.newEndDay == made.state.endDay(firstWeekday: .monday))
    #expect(preview.changes.first?.week == 1)
    #expect(preview.changes.last?.kind == .endDay)
  }
}
