import RippleCore
import Testing

@Suite struct PeriodStatisticsTests {
  typealias F = StatsFixture

  /// Wednesday 11 March 2026; the habits start on Monday 2 March.
  let today = "2026-03-11"

  @Test func completionRateIsDoneOverDueWithSkipsInNeither() {
    // Last week all done; this week Monday done, Tuesday open, Wednesday skipped.
    let input = F.input([F.log("Read", "xxxxxxx|x.s", from: "2026-03-02")], today: today)
    let stats = PeriodStatistics(input, range: .week)
    #expect(stats.rate == Rate(done: 1, due: 2))
    #expect(stats.trend?.text == "50 points below last week")
    #expect(stats.rateText == "1 of 2 due days done this week")
    #expect(stats.trend?.previous == Rate(done: 7, due: 7))
    #expect(
      stats.daily == [
        DayRate(day: F.day("2026-03-09"), rate: Rate(done: 1, due: 1)),
        DayRate(day: F.day("2026-03-10"), rate: Rate(done: 0, due: 1)),
        DayRate(day: F.day("2026-03-11"), rate: .zero),
      ])
  }

  @Test func onlyDaysFromEachHabitsStartThroughToday() {
    // Created on Tuesday of this week; nothing counts before it or after today.
    let input = F.input(
      [F.log("Walk", "xx", from: "2026-03-10"), F.log("Read", ".......|xxx", from: "2026-03-02")],
      today: today)
    let stats = PeriodStatistics(input, range: .week)
    #expect(stats.rate == Rate(done: 5, due: 5))
    #expect(stats.period.elapsed == F.day("2026-03-09")...F.day("2026-03-11"))
    #expect(stats.daily.map { $0.rate.due } == [1, 2, 2])
  }

  @Test func dueFollowsTheSchedule() {
    // Mon/Wed/Fri over Thu 5 – Wed 11: Fri and Mon are due and open, Wed is today and still
    // pending; the Tuesday done counts as due and done; Thursday, Saturday and Sunday are not due.
    let monWedFri = Schedule.weekdays(WeekdaySet([.monday, .wednesday, .friday]))
    let input = F.input([F.log("Gym", monWedFri, ".......|.x", from: "2026-03-02")], today: today)
    #expect(PeriodStatistics(input, range: .last7).rate == Rate(done: 1, due: 3))
    // Three times a week is rated by weeks: this week met its target (1 of 1), last week fell
    // short (0 of 1).
    let weekly = F.input(
      [F.log("Swim", .timesPerWeek(3), "xx.....|xxx", from: "2026-03-02")], today: today)
    #expect(PeriodStatistics(weekly, range: .week).rate == Rate(done: 1, due: 1, unit: .weeks))
    #expect(
      PeriodStatistics(weekly, range: .week).trend?.previous == Rate(done: 0, due: 1, unit: .weeks))
  }

  @Test func archivedHabitsCountOnlyInTheTotals() {
    let input = F.input(
      [
        F.log("Read", "xxxxxxx|x..", from: "2026-03-02"),
        F.log("Old", "x.x....|xx", from: "2026-03-02", archived: true),
      ], today: today)
    let stats = PeriodStatistics(input, range: .week)
    #expect(stats.rate == Rate(done: 1, due: 2))
    #expect(
      stats.totals
        == StatisticsTotals(
          habits: 2, active: 1, archived: 1, completions: 3, daysSinceFirstHabit: 10,
          activeDays: 9))
  }

  @Test func streakCardsShowThePerfectDays() {
    let input = F.input(
      [
        F.log("Read", "xxxxxxx|xxx", from: "2026-03-02"),
        F.log("Walk", "..xxxxx|xxx", from: "2026-03-02"),
      ],
      today: today)
    let streak = PeriodStatistics(input, range: .week).streak
    #expect(streak?.current == 8)
    #expect(streak?.longest == 8)
  }

  @Test func calmModeHasNoTrendAndNoStreak() {
    let input = F.input(
      [F.log("Read", "xxxxxxx|x..", from: "2026-03-02")], today: today, calm: true)
    let stats = PeriodStatistics(input, range: .week)
    #expect(stats.rate == Rate(done: 1, due: 2))
    #expect(stats.trend == nil)
    #expect(stats.streak == nil)
  }

  @Test func allTimeHasNoTrend() {
    let input = F.input([F.log("Read", "xxxxxxx|x..", from: "2026-03-02")], today: today)
    let stats = PeriodStatistics(input, range: .all)
    #expect(stats.rate == Rate(done: 8, due: 9))
    #expect(stats.trend == nil)
    #expect(stats.daily.count == 10)
  }

  @Test func calendarTilesStopAtToday() {
    let input = F.input([F.log("Read", "xxxxxxx|x..", from: "2026-03-02")], today: today)
    let tiles = input.dailyRates(in: F.day("2026-03-01")...F.day("2026-03-31"))
    #expect(tiles.count == 11)
    #expect(tiles.first == DayRate(day: F.day("2026-03-01"), rate: .zero))
    // Today, undone, is pending: nothing due yet.
    #expect(tiles.last == DayRate(day: F.day("2026-03-11"), rate: .zero))
    #expect(input.dailyRates(in: F.day("2026-04-01")...F.day("2026-04-30")).isEmpty)
  }

  @Test func withoutHabits() {
    let stats = PeriodStatistics(F.input([], today: today), range: .month)
    #expect(stats.rate == .zero)
    #expect(stats.trend == nil)
    #expect(
      stats.totals
        == StatisticsTotals(
          habits: 0, active: 0, archived: 0, completions: 0, daysSinceFirstHabit: 0, activeDays: 0))
  }

  @Test func reportChecksTheTier() throws {
    let logs = [F.log("Read", "xxxxxxx|x..", from: "2026-03-02")]
    let free = F.settings(tier: .free)
    #expect(
      throws: StatisticsError.needsPremium(
        reason: "Monthly, yearly and all-time statistics are part of Premium.")
    ) {
      try StatisticsReport(logs: logs, range: .month, today: F.day(today), settings: free)
    }
    let report = try StatisticsReport(logs: logs, range: .week, today: F.day(today), settings: free)
    #expect(report.overview.rate == Rate(done: 1, due: 2))
    #expect(report.habits.map { $0.habit.name } == ["Read"])
    #expect(
      report.ranges.filter { $0.isLocked }.map { $0.range } == [
        .month, .year, .all, .last30, .last90,
      ])
  }

  @Test func reportListsActiveHabitsInTheUsersOrder() throws {
    let logs = [
      F.log("Walk", "x", from: "2026-03-11", sortOrder: 2),
      F.log("Read", "x", from: "2026-03-11", sortOrder: 1),
      F.log("Old", "x", from: "2026-03-11", archived: true),
    ]
    let report = try StatisticsReport(
      logs: logs, range: .week, today: F.day(today), settings: F.settings())
    #expect(report.habits.map { $0.habit.name } == ["Read", "Walk"])
  }
}
