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

  /// From zero, Couch to 5K: the runs without stopping lengthen each week to 30 minutes in 9
  /// weeks; 8 weeks end at 28 and say what the last minutes need.
  @Test func runningFollowsCouchTo5KOnThreeDays() {
    let couch = roadmap("Couch to 5K", baseline: 0)
    #expect(amounts(couch) == [1, 1.5, 3, 5, 8, 20, 25, 28])
    #expect(couch.stages.allSatisfy { $0.dose!.daysPerWeek == 3 && $0.criterion.days == 3 })
    #expect(couch.stages[0].habit.action.contains("run 1 minute and walk 90 seconds, 8 times"))
    #expect(couch.stages[0].habit.measure == .numeric(target: 8, unit: "minutes", kind: .atLeast))
    #expect(!couch.aim.reachesTarget && couch.aim.suggestedWeeks == 9)
    #expect(
      couch.aim.advice?.hasPrefix(
        "8 weeks gets you to 28 minutes of running without stopping; 5 km") == true)
    #expect(couch.aim.advice?.contains("needs about 1 more week at this pace") == true)
    let nine = roadmap("Couch to 5K", weeks: 9, baseline: 0)
    #expect(amounts(nine).last == 30 && nine.aim.reachesTarget)
  }

  /// Past 30 minutes, two easy runs stay and the long run grows by 10 minutes: the week's
  /// running by about a tenth.
  @Test func aHalfMarathonPlanHasALongRun() {
    let half = roadmap("Run a half marathon", weeks: 12, baseline: 30)
    let long = amounts(half)
    #expect(long.first == 30 && long.last == 110)
    for (before, after) in zip(long, long.dropFirst()) { #expect(after - before <= 10) }
    #expect(half.stages.last?.habit.name == "Long run 110 min, 2 easy runs")
    #expect(half.stages.last?.habit.action.contains("one long, slow run of 110 minutes") == true)
    #expect(half.aim.reachesTarget)
    #expect(!half.stages.contains { $0.rationale.contains("keeps injuries away") })
  }

  @Test func strengthKeepsARestDayAfterEachSession() {
    let pushUps = roadmap("do 20 push-ups", weeks: 10, baseline: 3)
    #expect(amounts(pushUps) == [2, 3, 4, 6, 8, 10, 12, 14, 16, 18])
    #expect(pushUps.stages.allSatisfy { $0.dose!.daysPerWeek == 3 })
    #expect(pushUps.stages[4].habit.name == "3 sets of 8 push-ups")
    #expect(
      pushUps.stages[4].habit.measure == .numeric(target: 24, unit: "push-ups", kind: .atLeast))
    #expect(!pushUps.aim.reachesTarget && pushUps.aim.suggestedWeeks == 11)
    let beginner = roadmap("do 20 push-ups", baseline: 0)
    #expect(beginner.stages.allSatisfy { $0.dose!.daysPerWeek == 2 })
  }

  /// A bedtime moves 15 minutes a week; short of the target, every week is a step.
  @Test func bedtimeMovesAtMostFifteenMinutesAWeek() {
    let bedtime = roadmap("go to bed before 11pm", baseline: 1500)
    #expect(amounts(bedtime) == [1500, 1485, 1470, 1455, 1440, 1425, 1410, 1395])
    #expect(bedtime.stages.map { $0.habit.name }.last == "In bed by 23:15")
    #expect(bedtime.aim.advice?.contains("lights out by 23:00 needs about 1 more week") == true)
    let close = roadmap("go to bed before 11pm", baseline: 1410)
    #expect(amounts(close) == [1410, 1405, 1405, 1400, 1395, 1390, 1385, 1380])
    #expect(close.aim.reachesTarget && close.aim.advice == nil)
  }

  /// A quit date within half the plan, set in week 1 with the stop-smoking service; every day
  /// of every week under a limit; smoke-free from the quit date on.
  @Test func cuttingDownTapersToNoneOnSevenOfSevenDays() {
    let quit = roadmap("go from 20 cigarettes a day to none", weeks: 10)
    #expect(amounts(quit) == [20, 16, 12, 8, 4, 0])
    #expect(quit.stages.map { $0.weeks } == [1, 1, 1, 1, 1, 5])
    #expect(quit.stages.allSatisfy { $0.criterion.days == 7 && $0.dose!.daysPerWeek == 7 })
    #expect(quit.stages.last?.habit.name == "Smoke-free day")
    #expect(
      quit.stages.last?.habit.measure == .numeric(target: 0, unit: "cigarettes", kind: .atMost))
    #expect(quit.aim.baseline == Quantity(20, "cigarettes") && quit.aim.reachesTarget)
    #expect(quit.stages[0].rationale.contains("Set your quit date now: Monday, Apr 6, in week 6"))
    #expect(quit.stages[0].rationale.contains("stop-smoking service"))
    #expect(quit.aim.advice?.contains("stop-smoking service") == true)
    #expect(!quit.stages.contains { $0.rationale.contains("settling week") })
  }

  @Test func savingIsTheTotalOverTheWeeks() {
    let saving = roadmap("save $5000", weeks: 10, baseline: 200)
    #expect(amounts(saving) == Array(repeating: 500, count: 10))
    #expect(amounts(saving).reduce(0, +) == 5000)
    #expect(saving.stages.allSatisfy { $0.dose!.daysPerWeek == 1 && $0.criterion.days == 1 })
    #expect(saving.aim.finish == Quantity(5000, "$") && saving.aim.reachesTarget)
    #expect(
      saving.stages[1].rationale.hasPrefix(
        "Another $500 this week: $1,000 saved by the end of week 2"))
    let monthly = roadmap("save €200 a month", weeks: 8)
    #expect(amounts(monthly) == Array(repeating: 47, count: 8))
    let long = roadmap("save $5000", weeks: 26, baseline: 0)
    #expect(long.totalWeeks == 26 && long.stages.allSatisfy { $0.dose!.amount == 193 })
  }

  @Test func theValidatorRefusesUnsafeAndSilentPlans() {
    let base = roadmap("Couch to 5K", baseline: 0)
    var everyDay = base
    everyDay.stages[0].dose = Dose(140, "minutes without stopping", daysPerWeek: 7)
    everyDay.stages[0].criterion = Criterion(days: 7)
    #expect(throws: RoadmapIssue.unsafe(week: 1)) { try RoadmapCheck.validate(everyDay) }
    var ramp = roadmap("Run a half marathon", weeks: 12, baseline: 30)
    ramp.stages[1].dose?.amount = 50
    #expect(throws: RoadmapIssue.unsafe(week: 2)) { try RoadmapCheck.validate(ramp) }
    var shrinking = base
    shrinking.stages[4].dose?.amount = 2
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
