import RippleCore
import Testing

/// Moving on (item 6), from stage 1 of "Stretch 20 minutes" (8 weeks from Monday 2 March).
@Suite struct CoachMovesTests {
  let state = CoachFixtures.state()
  let nextMonday = day("2026-03-09")

  func apply(
    _ move: CoachMove, to state: CoachState? = nil, today: String = "2026-03-09"
  )
    throws(CoachError) -> CoachUpdate
  {
    try CoachMoves.apply(move, to: state ?? self.state, today: day(today), firstWeekday: .monday)
  }

  @Test func advanceMovesTheLinkedHabitToTheNextStage() throws {
    let update = try apply(.advance)
    let next = update.state
    #expect(next.currentIndex == 1 && next.stageStart == nextMonday)
    #expect(next.roadmap.stages.map { $0.status }.prefix(3) == [.completed, .current, .upcoming])
    #expect(update.effectiveFrom == nextMonday)
    #expect(update.habitChange == next.roadmap.stages[1].habit)
    #expect(update.message.situation == .stageStart)
    let base = CoachState.linkedHabit(for: state.goal, roadmap: state.roadmap)
    let habit = update.linkedHabit(base: base)
    #expect(habit.id == base.id && habit.createdDay == base.createdDay)
    #expect(habit.name == "Stretch 8 minutes" && habit.schedule == .timesPerWeek(4))
    #expect(habit.description == next.currentStage.habit.action)
    // Each day remembers the stage it belonged to.
    #expect(next.span(on: day("2026-03-08"))?.stageIndex == 0)
    #expect(next.span(on: day("2026-03-09"))?.stageIndex == 1)
    #expect(next.span(on: day("2026-03-01")) == nil)
    // The first week is still judged against stage 1's criterion.
    let week = CoachWeek(
      state: next, log: CoachFixtures.log("xxxx...", state: next), today: nextMonday,
      firstWeekday: .monday, weekOf: monday)
    #expect(week.stageIndex == 0 && week.verdict == .met)
  }

  @Test func advancingMidWeekStartsTheStageNextWeek() throws {
    let update = try apply(.advance, today: "2026-03-06")
    #expect(update.effectiveFrom == nextMonday)
    #expect(update.state.span(on: day("2026-03-06"))?.stageIndex == 0)
  }

  @Test func completingMoreThanRequiredFlagsAnExtraCelebration() throws {
    let week = CoachWeek(
      state: state, log: CoachFixtures.log("xxxxxx.", state: state), today: nextMonday,
      firstWeekday: .monday, weekOf: monday)
    #expect(try apply(.advance, to: state.recording(week)).celebrateExtra)
    #expect(try !apply(.advance).celebrateExtra)
  }

  @Test func advancingFromTheLastStageCompletesTheGoal() throws {
    var last = state
    last.currentIndex = state.roadmap.stages.count - 1
    let update = try apply(.advance, to: last)
    #expect(update.state.goal.status == .completed(on: nextMonday))
    #expect(update.message.situation == .goalComplete && update.celebrateExtra)
  }

  @Test func repeatKeepsTheStageForAnotherWeek() throws {
    let update = try apply(.repeatStage)
    #expect(update.state.currentIndex == 0 && update.state.currentStage.status == .repeated)
    #expect(update.state.stageStart == nextMonday && update.habitChange == nil)
    #expect(update.message.situation == .stageRepeat)
    #expect(
      update.state.endDay(firstWeekday: .monday)
        == state.endDay(firstWeekday: .monday).adding(days: 7))
  }

  @Test func simplifyWithASmallerAction() throws {
    let update = try apply(.simplify(.smallerAction))
    let stage = update.state.currentStage
    #expect(stage.habit.name == "Lighter: Stretch 2 minutes" && stage.level == 0)
    #expect(stage.title == stage.habit.name && !stage.habit.action.contains("5"))
    #expect(stage.rationale.contains("2 minutes") && !stage.rationale.contains("5 minutes"))
    #expect(
      stage.dose?.amount == 2
        && stage.habit.measure == .numeric(target: 2, unit: "minutes", kind: .atLeast))
    #expect(stage.status == .recalibrated && stage.criterion == state.currentStage.criterion)
    #expect(update.state.roadmaps.count == 2 && update.state.roadmap.change == .simplified)
    #expect(update.state.roadmaps[0] == state.roadmap, "every version is kept")
    #expect(update.habitChange == stage.habit)
    // A gentle start gets smaller still.
    let gentle = CoachFixtures.state(
      "meditate 20 minutes a day", attempts: PastAttempts(triedBefore: true, obstacles: [.tooHard]))
    let lighter = try apply(.simplify(.smallerAction), to: gentle).state.currentStage
    #expect(lighter.habit.measure == .numeric(target: 1, unit: "minutes", kind: .atLeast))
    #expect(lighter.habit.name == "Lighter: Meditate 1 minute on 5 days")
    // A long goal's lighter action still fits a habit's description.
    let long = String(repeating: "finish the big quilt I began last spring ", count: 5)
    let general = CoachFixtures.state(long, attempts: PastAttempts(obstacles: [.time]))
    let smaller = try apply(.simplify(.smallerAction), to: general).state.currentStage
    #expect(smaller.habit.action.count <= Limits.descriptionLength)
    #expect(smaller.habit.measure == .numeric(target: 2, unit: "minutes", kind: .atLeast))
    // A yes/no habit on its lowest rung has nothing smaller.
    let sleep = CoachFixtures.state("sleep better", attempts: PastAttempts(obstacles: [.time]))
    #expect(throws: CoachError.cannotSimplify) { try apply(.simplify(.smallerAction), to: sleep) }
  }

  @Test func simplifyWithFewerDays() throws {
    let stage = try apply(.simplify(.fewerDays)).state.currentStage
    #expect(stage.criterion.days == 3 && stage.habit.schedule == .timesPerWeek(3))
    #expect(stage.habit.name == state.currentStage.habit.name)
  }

  @Test func extendInsertsABridgeAndMovesTheEndDate() throws {
    let update = try apply(.extend)
    let roadmap = update.state.roadmap
    #expect(roadmap.stages.count == 9 && roadmap.change == .extended && roadmap.version == 2)
    #expect(roadmap.stages[1].title == "Bridge: Stretch 5 minutes")
    #expect(roadmap.stages.map { $0.week } == Array(1...9))
    #expect(
      update.state.endDay(firstWeekday: .monday)
        == state.endDay(firstWeekday: .monday).adding(days: 7))
    #expect(update.habitChange == nil)
    var long = state
    for _ in 0..<8 { long = try apply(.extend, to: long).state }
    #expect(long.roadmap.stages.count == 16)
    #expect(throws: CoachError.tooManyStages) { try apply(.extend, to: long) }
  }

  @Test func maintenancePauseHoldsTheStage() throws {
    let paused = try apply(.pause(.maintenance), today: "2026-03-04").state
    #expect(paused.goal.status == .paused(.maintenance))
    #expect(
      paused.linkedHabit(base: CoachState.linkedHabit(for: state.goal, roadmap: state.roadmap))
        .isArchived == false)
    #expect(throws: CoachError.notActive) { try apply(.advance, to: paused) }
    #expect(throws: CoachError.notActive) { try apply(.pause(.maintenance), to: paused) }
    let resumed = try apply(.resume, to: paused, today: "2026-03-18")
    #expect(resumed.state.goal.status == .active && resumed.message.situation == .resume)
    #expect(
      resumed.state.pauses == [
        PausePeriod(mode: .maintenance, from: day("2026-03-04"), through: day("2026-03-17"))
      ])
    #expect(resumed.state.stageStart == day("2026-03-16"))
    #expect(throws: CoachError.notPaused) { try apply(.resume, to: resumed.state) }
  }

  @Test func vacationExpectsNothingUntilTheResumeDay() throws {
    let away = try apply(.pause(.vacation(resume: day("2026-03-20"))), today: "2026-03-10")
    #expect(away.message.situation == .pauseVacation)
    #expect(away.state.pauses.last?.through == day("2026-03-19"))
    let early = try apply(.resume, to: away.state, today: "2026-03-15").state
    #expect(early.pauses.last?.through == day("2026-03-14"))
  }

  @Test func completeAndAbandonKeepTheHistory() throws {
    let base = CoachState.linkedHabit(for: state.goal, roadmap: state.roadmap)
    let advanced = try apply(.advance).state
    let done = try apply(.complete, to: advanced, today: "2026-03-12")
    #expect(done.state.goal.status == .completed(on: day("2026-03-12")))
    #expect(done.state.currentStage.status == .completed)
    let archived = try apply(.abandon, to: advanced, today: "2026-03-12")
    #expect(archived.state.goal.status == .abandoned(on: day("2026-03-12")))
    #expect(archived.linkedHabit(base: base).isArchived)
    #expect(archived.state.spans == advanced.spans && archived.state.roadmaps == advanced.roadmaps)
    #expect(archived.message.situation == .goalArchived)
    #expect(throws: CoachError.finished) { try apply(.abandon, to: archived.state) }
    #expect(throws: CoachError.notActive) { try apply(.repeatStage, to: archived.state) }
  }

  @Test func recalibrationPreviewAcceptAndReturnToTheOriginal() throws {
    var third = state
    third.currentIndex = 2
    third.stageStart = day("2026-03-16")
    let today = day("2026-03-30")
    let preview = try Recalibration.preview(of: third, today: today, firstWeekday: .monday)
    #expect(preview.basedOnVersion == 1 && preview.proposed.stages.count == 9)
    #expect(preview.newEndDay == preview.oldEndDay.adding(days: 7))
    #expect(preview.changes.map { $0.kind } == [.changed, .added, .endDay])
    #expect(
      preview.changes.map { $0.text } == [
        "Week 3: Settle in: Stretch 8 minutes, 4 of 7 days → Lighter: Stretch 4 minutes, 3 of 7 days",
        "Week 4 added: Bridge: Stretch 8 minutes, 4 of 7 days",
        "Finish date: 2026-05-10 → 2026-05-17",
      ])
    #expect(preview.message.situation == .recalibration)
    // Declining is simply not applying it; accepting makes a new version.
    let accepted = try CoachMoves.apply(
      .acceptRecalibration(preview), to: third, today: today, firstWeekday: .monday)
    #expect(accepted.state.roadmaps.count == 2 && accepted.state.roadmap.change == .recalibrated)
    #expect(accepted.state.currentStage.difficulty < third.currentStage.difficulty)
    #expect(accepted.state.endDay(firstWeekday: .monday) == preview.newEndDay)
    #expect(accepted.habitChange == accepted.state.currentStage.habit)
    #expect(throws: CoachError.stalePreview) {
      try CoachMoves.apply(
        .acceptRecalibration(preview), to: accepted.state, today: today, firstWeekday: .monday)
    }
    let original = try CoachMoves.apply(
      .returnToOriginal, to: accepted.state, today: today, firstWeekday: .monday)
    #expect(
      original.state.roadmaps.count == 3 && original.state.roadmap.change == .returnedToOriginal)
    #expect(original.state.currentStage.habit == state.roadmap.stages[2].habit)
    #expect(original.state.currentStage.status == .current)
    #expect(original.state.roadmap.stages.count == 8)
    #expect(
      original.state.roadmaps[0] == state.roadmap
        && original.state.roadmaps[1] == accepted.state.roadmap)
    #expect(throws: CoachError.noOtherVersion) { try apply(.returnToOriginal) }
  }
}
