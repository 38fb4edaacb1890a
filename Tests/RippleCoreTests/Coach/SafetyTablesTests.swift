import RippleCore
import Testing

/// Literal tables of the built-in planner's doses, one per domain's safety rule, and the
/// validator refusing plans that break them.
@Suite struct SafetyTablesTests {
  func roadmap(_ what: String, weeks: Int = 8, baseline: Double? = nil) -> Roadmap {
    var goal = CoachFixtures.goal(what, weeks: weeks)
    goal.baseline = baseline
    return BuiltInPlanner().roadmap(for: goal, today: monday)
  }

  func amounts(_ roadmap: Roadmap) -> [Double] { roadmap.stages.map { $0.dose!.amount } }

  @Test func runningRunWalksThenRisesAtMostTenPercentAWeekOnThreeDays() {
    let couch = roadmap("Couch to 5K", baseline: 0)
    #expect(amounts(couch) == [6, 10, 10, 14, 18, 20, 22, 22])
    #expect(couch.stages.allSatisfy { $0.dose!.daysPerWeek == 3 && $0.criterion.days == 3 })
    #expect(couch.stages[0].habit.action.contains("run 1 minute and walk 2 minutes, 6 times"))
    #expect(!couch.aim.reachesTarget)
    #expect(couch.aim.advice?.hasPrefix("8 weeks gets you to 22 minutes of easy running") == true)
    let half = roadmap("Run a half marathon", weeks: 12, baseline: 30)
    let weekly = amounts(half).map { $0 * 3 }
    #expect(weekly == [90, 99, 108, 108, 117, 126, 138, 150, 165, 180, 198, 198])
    for (before, after) in zip(weekly, weekly.dropFirst()) { #expect(after <= before * 1.1) }
    #expect(half.aim.advice?.contains("21.1 km") == true)
  }

  @Test func strengthKeepsARestDayAfterEachSession() {
    let pushUps = roadmap("do 20 push-ups", weeks: 10, baseline: 3)
    #expect(amounts(pushUps) == [2, 3, 3, 4, 6, 8, 10, 12, 14, 14])
    #expect(pushUps.stages.allSatisfy { $0.dose!.daysPerWeek == 3 })
    #expect(pushUps.stages[4].habit.name == "3 × 6 push-ups")
    #expect(
      pushUps.stages[4].habit.measure == .numeric(target: 18, unit: "push-ups", kind: .atLeast))
    let beginner = roadmap("do 20 push-ups", baseline: 0)
    #expect(beginner.stages.allSatisfy { $0.dose!.daysPerWeek == 2 })
  }

  @Test func bedtimeMovesAtMostFifteenMinutesAWeek() {
    let bedtime = roadmap("go to bed before 11pm", baseline: 1500)
    #expect(amounts(bedtime) == [1500, 1485, 1485, 1470, 1455, 1440, 1425, 1425])
    #expect(bedtime.stages.map { $0.habit.name }.last == "In bed by 23:45")
    #expect(bedtime.aim.advice?.contains("23:00 needs about 3 more weeks") == true)
    let close = roadmap("go to bed before 11pm", baseline: 1410)
    #expect(amounts(close) == [1410, 1405, 1405, 1400, 1395, 1390, 1380, 1380])
    #expect(close.aim.reachesTarget && close.aim.advice == nil)
  }

  @Test func cuttingDownTapersToNoneOnSevenOfSevenDays() {
    let quit = roadmap("go from 20 cigarettes a day to none", weeks: 10)
    #expect(amounts(quit) == [20, 17, 17, 14, 11, 8, 5, 3, 0, 0])
    #expect(quit.stages.map { $0.criterion.days } == [5, 5, 5, 5, 5, 5, 5, 5, 7, 7])
    #expect(quit.stages.last?.habit.name == "Smoke-free day")
    #expect(
      quit.stages.last?.habit.measure == .numeric(target: 0, unit: "cigarettes", kind: .atMost))
    #expect(quit.aim.baseline == Quantity(20, "cigarettes") && quit.aim.reachesTarget)
    #expect(quit.aim.advice?.contains("Quit-support services") == true)
  }

  @Test func savingIsTheTotalOverTheWeeks() {
    let saving = roadmap("save $5000", weeks: 10, baseline: 200)
    #expect(amounts(saving) == Array(repeating: 500, count: 10))
    #expect(amounts(saving).reduce(0, +) == 5000)
    #expect(saving.stages.allSatisfy { $0.dose!.daysPerWeek == 1 && $0.criterion.days == 1 })
    #expect(saving.aim.finish == Quantity(5000, "$") && saving.aim.reachesTarget)
    #expect(saving.stages[1].rationale.hasPrefix("Another $500 this week: $1000 saved so far"))
    let monthly = roadmap("save €200 a month", weeks: 8)
    #expect(amounts(monthly) == Array(repeating: 47, count: 8))
  }

  @Test func theValidatorRefusesUnsafeAndSilentPlans() {
    let base = roadmap("Couch to 5K", baseline: 0)
    var everyDay = base
    everyDay.stages[0].dose = Dose(140, "minutes running", daysPerWeek: 7)
    everyDay.stages[0].criterion = Criterion(days: 7)
    #expect(throws: RoadmapIssue.unsafe(week: 1)) { try RoadmapCheck.validate(everyDay) }
    var ramp = roadmap("Run a half marathon", weeks: 12, baseline: 30)
    ramp.stages[1].dose?.amount = 40
    #expect(throws: RoadmapIssue.unsafe(week: 2)) { try RoadmapCheck.validate(ramp) }
    var shrinking = base
    shrinking.stages[4].dose?.amount = 8
    #expect(throws: RoadmapIssue.dose(week: 5)) { try RoadmapCheck.validate(shrinking) }
    var strength = roadmap("do 20 push-ups", baseline: 3)
    strength.stages[2].dose?.daysPerWeek = 6
    strength.stages[2].criterion = Criterion(days: 6)
    #expect(throws: RoadmapIssue.unsafe(week: 3)) { try RoadmapCheck.validate(strength) }
    var bedtime = roadmap("go to bed before 11pm", baseline: 1500)
    bedtime.stages[1].dose?.amount = 1470
    #expect(throws: RoadmapIssue.unsafe(week: 2)) { try RoadmapCheck.validate(bedtime) }
    var silent = base
    silent.aim.advice = nil
    #expect(throws: RoadmapIssue.silentShortfall) { try RoadmapCheck.validate(silent) }
    var blind = base
    blind.stages[0].criterion = Criterion(days: 6)
    blind.stages[0].habit.schedule = .timesPerWeek(6)
    #expect(throws: RoadmapIssue.criterion(week: 1)) { try RoadmapCheck.validate(blind) }
    #expect(throws: RoadmapIssue.stageCount(8)) { try RoadmapCheck.validate(base, weeks: 10) }
  }

  @Test func atMostNoneIsAValidHabit() throws {
    let quit = Habit(
      id: HabitID("quit"), name: "Smoke-free day",
      measure: .numeric(target: 0, unit: "cigarettes", kind: .atMost),
      createdDay: monday)
    #expect(throws: Never.self) { try HabitValidation.validated(quit, among: []) }
    var atLeast = quit
    atLeast.measure = .numeric(target: 0, unit: "pages", kind: .atLeast)
    #expect(throws: ValidationError.self) { try HabitValidation.validated(atLeast, among: []) }
  }
}
