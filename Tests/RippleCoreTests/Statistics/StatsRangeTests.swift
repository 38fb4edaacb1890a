import RippleCore
import Testing

@Suite struct StatsRangeTests {
  typealias F = StatsFixture
  /// Wednesday.
  let today = F.day("2026-03-04")

  private func assertPeriod(
    _ range: StatsRange, firstWeekday: Weekday = .monday, firstDay: Day? = nil,
    days: (String, String), elapsed: (String, String), previous: (String, String)?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let period = range.period(today: today, firstWeekday: firstWeekday, firstDay: firstDay)
    #expect(period.days == F.day(days.0)...F.day(days.1), sourceLocation: sourceLocation)
    #expect(period.elapsed == F.day(elapsed.0)...F.day(elapsed.1), sourceLocation: sourceLocation)
    #expect(
      period.previous == previous.map { F.day($0.0)...F.day($0.1) },
      sourceLocation: sourceLocation)
  }

  @Test func calendarPeriods() {
    assertPeriod(
      .week, days: ("2026-03-02", "2026-03-08"), elapsed: ("2026-03-02", "2026-03-04"),
      previous: ("2026-02-23", "2026-03-01"))
    assertPeriod(
      .week, firstWeekday: .sunday, days: ("2026-03-01", "2026-03-07"),
      elapsed: ("2026-03-01", "2026-03-04"), previous: ("2026-02-22", "2026-02-28"))
    assertPeriod(
      .month, days: ("2026-03-01", "2026-03-31"), elapsed: ("2026-03-01", "2026-03-04"),
      previous: ("2026-02-01", "2026-02-28"))
    assertPeriod(
      .year, days: ("2026-01-01", "2026-12-31"), elapsed: ("2026-01-01", "2026-03-04"),
      previous: ("2025-01-01", "2025-12-31"))
  }

  @Test func rollingPeriods() {
    assertPeriod(
      .last7, days: ("2026-02-26", "2026-03-04"), elapsed: ("2026-02-26", "2026-03-04"),
      previous: ("2026-02-19", "2026-02-25"))
    assertPeriod(
      .last30, days: ("2026-02-03", "2026-03-04"), elapsed: ("2026-02-03", "2026-03-04"),
      previous: ("2026-01-04", "2026-02-02"))
    assertPeriod(
      .last90, days: ("2025-12-05", "2026-03-04"), elapsed: ("2025-12-05", "2026-03-04"),
      previous: ("2025-09-06", "2025-12-04"))
  }

  @Test func allTimeStartsAtTheFirstHabit() {
    assertPeriod(
      .all, firstDay: F.day("2024-06-30"), days: ("2024-06-30", "2026-03-04"),
      elapsed: ("2024-06-30", "2026-03-04"), previous: nil)
    assertPeriod(
      .all, days: ("2026-03-04", "2026-03-04"), elapsed: ("2026-03-04", "2026-03-04"),
      previous: nil)
  }

  @Test func monthAfterALeapFebruary() {
    let period = StatsRange.month.period(today: F.day("2024-03-31"), firstWeekday: .monday)
    #expect(period.previous == F.day("2024-02-01")...F.day("2024-02-29"))
  }

  @Test func sevenDayRangesAreFree() {
    let locked = "Monthly, yearly and all-time statistics are part of Premium."
    for range in StatsRange.allCases {
      let expected: TierCheck =
        range == .week || range == .last7 ? .allowed : .needsPremium(reason: locked)
      #expect(range.access(tier: .free, today: today) == expected)
      #expect(range.access(tier: .premium, today: today) == .allowed)
      #expect(range.access(tier: .premiumPlus(expires: today), today: today) == .allowed)
      #expect(
        range.access(tier: .premiumPlus(expires: today.adding(days: -1)), today: today)
          == expected)
    }
    let options = StatsRange.options(tier: .free, today: today)
    #expect(options.map { $0.range } == StatsRange.allCases)
    #expect(options.filter { !$0.isLocked }.map { $0.range } == [.week, .last7])
  }

  @Test func codesAndCopy() {
    #expect(
      StatsRange.allCases.map { $0.code } == ["week", "month", "year", "all", "7d", "30d", "90d"])
    #expect(StatsRange(code: "30D") == .last30)
    #expect(StatsRange(code: "decade") == nil)
    let month = StatsRange.month.period(today: today, firstWeekday: .monday)
    #expect(month.phrase == "this month")
    #expect(month.previousPhrase == "last month")
    let last30 = StatsRange.last30.period(today: today, firstWeekday: .monday)
    #expect(last30.phrase == "in the last 30 days")
    #expect(last30.spanPhrase == "over 30 days")
    #expect(StatsRange.all.period(today: today, firstWeekday: .monday).previousPhrase == nil)
  }
}
