import RippleCore
import Testing

/// Values the web app used to work out for itself — the calendar heatmap's
/// levels, the performance list's monthly rates, the sparkline's average and the card's
/// "goal met" / "rest day".
@Suite struct EngineDisplayValuesTests {
  @Test func heatLevelsByShareDone() {
    // 0% gray … 100% the full colour.
    let cases: [(done: Int, due: Int, level: Int?)] = [
      (0, 0, nil), (3, 0, nil), (0, 4, 0), (1, 5, 1), (1, 4, 2), (2, 5, 2), (1, 2, 3), (3, 4, 3),
      (4, 4, 4), (5, 4, 4),
    ]
    for (done, due, level) in cases {
      #expect(HeatLevel.of(done: done, due: due) == level, "\(done)/\(due)")
    }
  }

  private func cell(_ text: String, _ state: HeatmapState) -> HeatmapCell {
    HeatmapCell(day: day(text), state: state, isToday: false)
  }

  @Test func monthsCountAPartlyDoneDayAsHalf() {
    let cells = [
      cell("2026-01-30", .completed), cell("2026-01-31", .partial),
      cell("2026-02-01", .completed), cell("2026-02-02", .partial), cell("2026-02-03", .missed),
      cell("2026-02-04", .skipped), cell("2026-02-05", .none),
      cell("2026-03-01", .beforeStart), cell("2026-03-02", .future),
    ]
    let months = Heatmap.months(cells)
    #expect(months.map(\.month) == [day("2026-01-01"), day("2026-02-01"), day("2026-03-01")])
    #expect(months.map(\.due) == [2, 3, 0])
    // January 1.5 / 2 = 75%; February 1.5 / 3 = 50%; March nothing due.
    #expect(months.map(\.percent) == [75, 50, nil])
    #expect(months.map(\.fraction) == [0.75, 0.5, nil])
  }

  @Test func monthPercentRoundsHalfUp() {
    // 2 done and 1 partly done of 4: 2.5 / 4 = 62.5% → 63%.
    let cells = [
      cell("2026-03-02", .completed), cell("2026-03-03", .completed),
      cell("2026-03-04", .partial), cell("2026-03-05", .missed),
    ]
    #expect(Heatmap.months(cells).map(\.percent) == [63])
  }

  @Test func dailySummaryAveragesTheDueDays() throws {
    let rates = [
      DayRate(day: day("2026-03-02"), rate: Rate(done: 1, due: 3)),
      DayRate(day: day("2026-03-03"), rate: .zero),
      DayRate(day: day("2026-03-04"), rate: Rate(done: 2, due: 2)),
      DayRate(day: day("2026-03-05"), rate: Rate(done: 2, due: 2)),
      DayRate(day: day("2026-03-06"), rate: Rate(done: 1, due: 2)),
      DayRate(day: day("2026-03-07"), rate: .zero),
    ]
    let summary = try #require(DailySummary(rates))
    // (1/3 + 1 + 1 + 1/2) / 4 = 0.7083 → 71%; the first best day; the last day with something due.
    #expect(summary.averagePercent == 71)
    #expect(summary.best.day == day("2026-03-04"))
    #expect(summary.best.rate.percent == 100)
    #expect(summary.latest.day == day("2026-03-06"))
    #expect(summary.latest.rate.percent == 50)
    #expect(DailySummary([DayRate(day: day("2026-03-02"), rate: .zero)]) == nil)
    #expect(DailySummary([]) == nil)
  }

  /// Wednesday 4 March 2026.
  private let today = day("2026-03-04")

  private func card(_ log: HabitLog) -> TodayCard {
    TodayCard(
      log: log, today: today, settings: Settings(),
      moment: UserMoment(day: today, minuteOfDay: 600, minutesIntoDay: 600))
  }

  @Test func notDueNoteSaysGoalMetOrRestDay() {
    // Twice a week, done Monday and Tuesday: the week's goal is met, so not due today.
    #expect(card(log(.timesPerWeek(2), "xx", name: "Gym")).notDueNote == "goal met")
    // Thursdays only, on a Wednesday: a rest day.
    let thursdays = Schedule.weekdays(WeekdaySet([.thursday]))
    #expect(card(log(thursdays, "", name: "Swim")).notDueNote == "rest day")
    // Due today, or something logged today: no note.
    #expect(card(log(.daily, "", name: "Read")).notDueNote == nil)
    #expect(card(log(.timesPerWeek(2), "xxx", name: "Gym")).notDueNote == nil)
    #expect(card(log(thursdays, "..s", name: "Swim")).notDueNote == nil)
  }

  @Test func streakLabelsNameTheUnit() {
    #expect(StreakUnit.day.streakLabel == "day streak")
    #expect(StreakUnit.week.streakLabel == "week streak")
  }
}
