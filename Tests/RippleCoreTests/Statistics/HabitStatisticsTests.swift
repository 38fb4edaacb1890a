import RippleCore
import Testing

@Suite struct HabitStatisticsTests {
  typealias F = StatsFixture

  private func statistics(
    _ log: HabitLog, today: String, range: StatsRange, calm: Bool = false
  ) throws -> HabitStatistics {
    let input = F.input([log], today: today, calm: calm)
    return try HabitStatisticsReport(input, habitID: log.habit.id, range: range).statistics
  }

  @Test func successRateOfThePeriod() throws {
    // The spec's card: "23/30 days" and "77%" over 30 days.
    let history = "xxxxxxxxxx m xxxxxxxxxx mmmmmm xxx"
    let stats = try statistics(
      F.log("Read", history, from: "2026-03-01"), today: "2026-03-30", range: .last30)
    #expect(stats.rate.daysText == "23/30 days")
    #expect(stats.rate.percentText == "77%")
    #expect(stats.totalCompletions == 23)
  }

  @Test func streaksAndTheStreakTimeline() throws {
    // Runs: 1–3 March (ended by a miss), 5–11 March (ended by a miss), 13–15 March running.
    let stats = try statistics(
      F.log("Read", "xxx.xxxxxxx.xxx", from: "2026-03-01"), today: "2026-03-15", range: .month)
    let streak = try #require(stats.streak)
    #expect(streak.current == 3)
    #expect(streak.longest == 7)
    #expect(
      streak.runs == [
        StreakRun(
          start: F.day("2026-03-01"), end: F.day("2026-03-03"), length: 3, endedByMiss: true),
        StreakRun(
          start: F.day("2026-03-05"), end: F.day("2026-03-11"), length: 7, endedByMiss: true),
        StreakRun(
          start: F.day("2026-03-13"), end: F.day("2026-03-15"), length: 3, endedByMiss: false),
      ])
    #expect(stats.bestStreak?.run == streak.runs[1])
    #expect(stats.bestStreak?.isCurrent == false)
    #expect(stats.bestStreak?.message == "Can you beat it?")
  }

  @Test func bestStreakRunningNow() throws {
    let stats = try statistics(
      F.log("Read", "xx.xxx", from: "2026-03-01"), today: "2026-03-06", range: .week)
    #expect(stats.bestStreak?.isCurrent == true)
    #expect(stats.bestStreak?.run.length == 3)
    #expect(stats.bestStreak?.message == "You're on your best streak yet.")
    // Equal runs: the latest is the best.
    let tie = try statistics(
      F.log("Read", "xx.xx.", from: "2026-03-01"), today: "2026-03-06", range: .week)
    #expect(tie.bestStreak?.run.start == F.day("2026-03-04"))
  }

  @Test func strengthSeriesCoversThePeriodFromTheStart() throws {
    let log = F.log("Read", "xxxxxxxxxx", from: "2026-03-02")
    let stats = try statistics(log, today: "2026-03-11", range: .week)
    let timeline = HabitTimeline(log: log, through: F.day("2026-03-11"), firstWeekday: .monday)
    let series = HabitStrength.series(timeline)
    #expect(stats.strengthSeries.map { $0.day } == Array(F.day("2026-03-09")...F.day("2026-03-11")))
    #expect(stats.strengthSeries.map { $0.value } == Array(series[7...9]))
    #expect(stats.strength == series[9])
    let created = try statistics(
      F.log("Walk", "xx", from: "2026-03-10"), today: "2026-03-11", range: .week)
    #expect(created.strengthSeries.map { $0.day } == [F.day("2026-03-10"), F.day("2026-03-11")])
  }

  @Test func gradeScaleIsData() {
    #expect(ConsistencyGrade.scale.map { $0.rawValue } == ["A", "B", "C", "D", "F"])
    #expect(ConsistencyGrade.scale.map { $0.minimumPercent } == [90, 75, 60, 40, 0])
    #expect(
      ConsistencyGrade.scale.map { $0.rangeText }
        == ["90–100%", "75–89%", "60–74%", "40–59%", "0–39%"])
  }

  @Test(arguments: [
    (100, "A"), (90, "A"), (89, "B"), (75, "B"), (74, "C"), (60, "C"), (59, "D"), (40, "D"),
    (39, "F"), (0, "F"),
  ])
  func gradeBoundaries(percent: Int, grade: String) {
    #expect(ConsistencyGrade(percent: percent).rawValue == grade)
  }

  @Test func consistencyOverTheLast90Days() throws {
    // 120 days: 30 missed days fall before the window; in the last 90, 72 done (80%): B.
    let history =
      F.repeated("m", 30) + F.repeated("x", 36) + F.repeated("m", 18) + F.repeated("x", 36)
    let stats = try statistics(
      F.log("Read", history, from: "2026-01-01"), today: "2026-04-30", range: .week)
    #expect(stats.consistency.days == F.day("2026-01-31")...F.day("2026-04-30"))
    #expect(stats.consistency.rate == Rate(done: 72, due: 90))
    #expect(stats.consistency.grade == .b)
    #expect(stats.consistency.daysPerWeek == 5.6)
    #expect(stats.consistency.text == "You complete this habit 5.6 days per week on average.")
  }

  @Test func consistencyOfAYoungHabit() throws {
    let monWedFri = Schedule.weekdays(WeekdaySet([.monday, .wednesday, .friday]))
    let stats = try statistics(
      F.log("Gym", monWedFri, "x.x.x..x.x.x..", from: "2026-03-02"), today: "2026-03-15",
      range: .week)
    #expect(stats.consistency.days == F.day("2026-03-02")...F.day("2026-03-15"))
    #expect(stats.consistency.grade == .a)
    #expect(stats.consistency.text == "You complete this habit 3 days per week on average.")
    let once = try statistics(
      F.log("Call", "x......", from: "2026-03-02"), today: "2026-03-08", range: .week)
    #expect(once.consistency.text == "You complete this habit 1 day per week on average.")
    #expect(once.consistency.grade == .f)
  }

  @Test func calmModeHidesStreaksAndGrades() throws {
    let stats = try statistics(
      F.log("Read", "xxxx", from: "2026-03-01"), today: "2026-03-04", range: .week, calm: true)
    #expect(stats.streak == nil)
    #expect(stats.bestStreak == nil)
    #expect(stats.consistency.grade == nil)
    #expect(stats.consistency.rate == Rate(done: 4, due: 4))
  }

  @Test func heatmapOfAWeek() {
    // A weekday habit (Mon–Fri) of at least 30 minutes created on Tuesday; today is Saturday.
    let habit = Habit(
      id: HabitID("run"), name: "Run",
      schedule: .weekdays(WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])),
      measure: .numeric(target: 30, unit: "minutes", kind: .atLeast),
      createdDay: F.day("2026-03-03"))
    let log = HabitLog(
      habit: habit,
      checkIns: [
        CheckIn(habitID: habit.id, day: F.day("2026-03-03"), value: 30),
        CheckIn(habitID: habit.id, day: F.day("2026-03-04"), value: 10),
        CheckIn(habitID: habit.id, day: F.day("2026-03-05"), state: .skipped),
      ])
    let today = F.day("2026-03-07")
    let timeline = HabitTimeline(log: log, through: today, firstWeekday: .monday)
    let cells = Heatmap.cells(
      timeline, days: today.week(firstWeekday: .monday).first!...today.adding(days: 1),
      today: today)
    #expect(
      cells.map { $0.state } == [
        .beforeStart, .completed, .partial, .skipped, .missed, .none, .future,
      ])
    #expect(cells.map { $0.isToday } == [false, false, false, false, false, true, false])
  }

  @Test func heatmapShowsAnExplicitNoAndAnOpenToday() {
    let log = F.log("Read", ".m..", from: "2026-03-01")
    let timeline = HabitTimeline(log: log, through: F.day("2026-03-04"), firstWeekday: .monday)
    let cells = Heatmap.cells(
      timeline, days: F.day("2026-03-01")...F.day("2026-03-04"), today: F.day("2026-03-04"))
    #expect(cells.map { $0.state } == [.missed, .missed, .missed, .none])
  }

  @Test func periodHeatmapSpansTheWholeMonth() throws {
    let stats = try statistics(
      F.log("Read", "xxxx", from: "2026-03-01"), today: "2026-03-04", range: .month)
    #expect(stats.heatmap.count == 31)
    #expect(stats.heatmap.filter { $0.state == .completed }.count == 4)
    #expect(stats.heatmap.filter { $0.state == .future }.count == 27)
  }

  @Test func heatmapOfAnyMonth() {
    let input = F.input([F.log("Read", "xsm", from: "2026-02-27")], today: "2026-03-02")
    let cells = input.heatmap(of: HabitID("Read"), days: F.day("2026-02-01")...F.day("2026-02-28"))
    #expect(cells?.count == 28)
    #expect(cells?.suffix(3).map { $0.state } == [.beforeStart, .completed, .skipped])
    #expect(
      input.heatmap(of: HabitID("nope"), days: F.day("2026-02-01")...F.day("2026-02-28")) == nil)
  }

  @Test func unknownHabit() {
    #expect(throws: StatisticsError.habitNotFound(HabitID("nope"))) {
      try HabitStatisticsReport(
        F.input([], today: "2026-03-04"), habitID: HabitID("nope"), range: .week)
    }
  }
}
