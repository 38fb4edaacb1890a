import RippleCore
import Testing

/// The cards every plan sees: consistency and this week against last week.
@Suite struct ConsistencyInsightsTests {
  typealias F = StatsFixture

  private func insights(
    _ logs: [HabitLog], today: String, range: StatsRange, tier: Tier = .premium,
    calm: Bool = false
  ) throws -> [Insight] {
    try InsightsReport(F.input(logs, today: today, tier: tier, calm: calm), range: range).insights
  }

  private func insight(_ kind: InsightKind, in insights: [Insight]) throws -> Insight {
    try #require(insights.first { $0.kind == kind })
  }

  /// Seven daily habits over April (210 instances), 142 of them done.
  private var april: [HabitLog] {
    [20, 20, 20, 20, 20, 21, 21].enumerated().map { index, done in
      F.log(
        "Habit \(index)", F.repeated("x", done) + F.repeated("m", 30 - done), from: "2026-04-01",
        sortOrder: index)
    }
  }

  @Test func overallConsistency() throws {
    let card = try insight(
      .overallConsistency, in: insights(april, today: "2026-04-30", range: .month))
    #expect(card.title == "Overall Consistency")
    #expect(card.text == "You completed 68% of your habits this month.")
    #expect(card.detail == "That's 142 out of 210 total habit instances.")
    #expect(card.value == 68)
    #expect(card.isLocked == false)
  }

  /// The calm-mode examples over 30 days.
  private var thirtyDays: [HabitLog] {
    [("Morning run", 26), ("Read 30 min", 21), ("Journal", 18), ("Meditation", 3)].enumerated()
      .map { index, habit in
        F.log(
          habit.0, F.repeated("x", habit.1) + F.repeated(".", 30 - habit.1), from: "2026-03-02",
          sortOrder: index)
      }
  }

  @Test func byHabitBarsInTheUsersOrder() throws {
    let card = try insight(.byHabit, in: insights(thirtyDays, today: "2026-03-31", range: .last30))
    #expect(card.title == "By Habit")
    #expect(card.bars.map { $0.label } == ["Morning run", "Read 30 min", "Journal", "Meditation"])
    // Today (the 30th day) is pending: 29 days are counted.
    #expect(card.bars.map { $0.percent } == [90, 72, 62, 10])
    #expect(
      card.bars[1]
        == InsightBar(
          label: "Read 30 min", habitID: HabitID("Read 30 min"), count: 21, total: 29, percent: 72))
  }

  @Test func mostConsistentAndRoomForGrowth() throws {
    let cards = try insights(thirtyDays, today: "2026-03-31", range: .last30)
    let most = try insight(.mostConsistent, in: cards)
    #expect(most.title == "Most Consistent")
    #expect(
      most.text == "Your most consistent habit is \"Morning run\" at 90% completion over 30 days.")
    #expect(most.habitIDs == [HabitID("Morning run")])
    let growth = try insight(.roomForGrowth, in: cards)
    #expect(growth.title == "Room for Growth")
    #expect(growth.text == "\"Meditation\" was done on 3 of 29 days due in the last 30 days (10%).")
    // The same numbers in a calendar month read "this month".
    let month = try insight(
      .mostConsistent, in: insights(thirtyDays, today: "2026-03-31", range: .month))
    #expect(
      month.text == "Your most consistent habit is \"Morning run\" at 90% completion this month.")
  }

  @Test func roomForGrowthHiddenUnderFivePercent() throws {
    let logs = [
      F.log("Run", F.repeated("x", 30), from: "2026-03-02"),
      F.log("Meditate", "x" + F.repeated(".", 29), from: "2026-03-02", sortOrder: 1),
    ]
    let cards = try insights(logs, today: "2026-03-31", range: .last30)
    #expect(cards.contains { $0.kind == .mostConsistent })
    #expect(!cards.contains { $0.kind == .roomForGrowth })
    // Two completions of 30 (7%) show, counted as the habit's line in the list counts them.
    let twice = [logs[0], F.log("Meditate", "xx" + F.repeated(".", 28), from: "2026-03-02")]
    #expect(
      try insight(.roomForGrowth, in: insights(twice, today: "2026-03-31", range: .last30)).text
        == "\"Meditate\" was done on 2 of 29 days due in the last 30 days (7%).")
    let once = [logs[0], F.log("Meditate", "x" + F.repeated(".", 9), from: "2026-03-22")]
    #expect(
      try insight(.roomForGrowth, in: insights(once, today: "2026-03-31", range: .last30)).text
        == "\"Meditate\" was done on 1 of 9 days due in the last 30 days (11%).")
  }

  @Test func oneHabitHasNoRanking() throws {
    let cards = try insights(
      [F.log("Run", "xxxxxxx", from: "2026-03-02")], today: "2026-03-08", range: .week)
    #expect(!cards.contains { $0.kind == .mostConsistent || $0.kind == .roomForGrowth })
  }

  /// Four daily habits over five weeks from Monday 2 March: each weekday has 20 instances.
  private func weekdayLogs(_ marks: [Weekday: (done: Int, skipped: Int)]) -> [HabitLog] {
    let start = F.day("2026-03-02")
    return (0..<4).map { habit in
      var history = ""
      for offset in 0..<35 {
        let day = start.adding(days: offset)
        let instance = (offset / 7) * 4 + habit
        let quota = marks[day.weekday] ?? (14, 0)
        history += instance < quota.done ? "x" : (instance < quota.done + quota.skipped ? "s" : ".")
      }
      return F.log("Habit \(habit)", history, from: "2026-03-02", sortOrder: habit)
    }
  }

  @Test func dayOfWeekTrends() throws {
    // Tuesdays 17 of 20 (85%); Sundays 8 skipped and 5 of the other 12 done (42%); others 70%.
    // Today is the Monday after the five weeks, still pending.
    let logs = weekdayLogs([.tuesday: (17, 0), .sunday: (5, 8)])
    let card = try insight(.dayOfWeek, in: insights(logs, today: "2026-04-06", range: .last90))
    #expect(card.title == "Day of Week Trends")
    #expect(card.text == "You're most consistent on Tuesdays (85%) and least on Sundays (42%).")
    #expect(
      card.bars.map { $0.label } == [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
      ])
    #expect(card.bars.map { $0.percent } == [70, 85, 70, 70, 70, 70, 42])
    let sundayFirst = try insight(
      .dayOfWeek,
      in: InsightsReport(
        F.input(logs, today: "2026-04-06", firstWeekday: .sunday), range: .last90
      ).insights)
    #expect(sundayFirst.bars.first?.label == "Sunday")
  }

  @Test func dayOfWeekNeedsTwoDatesOfAWeekdayAndADifference() throws {
    let week = try insights(
      [F.log("Run", "xxxx...", from: "2026-03-02")], today: "2026-03-08", range: .week)
    #expect(!week.contains { $0.kind == .dayOfWeek })
    let even = try insights(weekdayLogs([:]), today: "2026-04-06", range: .last90)
    #expect(!even.contains { $0.kind == .dayOfWeek })
  }

  @Test func thisWeekVersusLastWeek() throws {
    let logs = [
      F.log("Run", "xxx....|xxx", from: "2026-03-02"),
      F.log("Read", "x......|xxx", from: "2026-03-02", sortOrder: 1),
    ]
    let card = try insight(.weekComparison, in: insights(logs, today: "2026-03-11", range: .week))
    #expect(card.title == "This Week vs Last Week")
    #expect(card.text == "6 completions so far this week, 2 more than by this point last week.")
    #expect(
      card.detail
        == "Your success rate is 100%, 71 points above last week. Most consistent: \"Run\" (100%).")
    #expect(card.value == 2)
    #expect(card.bars.map { $0.count } == [6, 4])
    #expect(card.bars.map { $0.total } == [6, 14])
  }

  @Test func theWeeksInsightAndTheOverviewTellOneTrendAndOneCompletionCount() throws {
    // An archived habit's completions count in both; the rates are the active habits'.
    let logs = [
      F.log("Run", "xxxx...|xx", from: "2026-03-02"),
      F.log("Read", "x.x.x..|.x", from: "2026-03-02", sortOrder: 1),
      F.log("Old", "xxxxxxx|xxx", from: "2026-03-02", archived: true),
    ]
    let input = F.input(logs, today: "2026-03-11")
    let overview = PeriodStatistics(input, range: .week)
    let card = try insight(.weekComparison, in: insights(logs, today: "2026-03-11", range: .week))
    let trend = try #require(overview.trend)
    #expect(card.detail?.contains(trend.clause) == true)
    #expect(trend.text == "25 points above last week")
    #expect(card.text.hasPrefix("\(overview.totals.completions) completions so far this week"))
    #expect(card.bars[0].percent == overview.rate.percent)
    #expect(card.bars[1].percent == trend.previous.percent)
  }

  @Test func aLimitStaysWithinItsLimitRatherThanBeingCompleted() throws {
    let start = F.day("2026-03-02")
    let habit = Habit(
      id: HabitID("Coffee"), name: "Coffee",
      measure: .numeric(target: 2, unit: "cups", kind: .atMost), sortOrder: 1, createdDay: start)
    let values: [Double] = [3, 1, 3, 3, 2, 3, 3]
    let coffee = HabitLog(
      habit: habit,
      checkIns: values.enumerated().map {
        CheckIn(habitID: habit.id, day: start.adding(days: $0.offset), value: $0.element)
      })
    let logs = [F.log("Run", "xxxxxxx", from: "2026-03-02"), coffee]
    let growth = try insight(.roomForGrowth, in: insights(logs, today: "2026-03-08", range: .week))
    #expect(growth.text == "\"Coffee\" stayed within its limit on 2 of 7 days this week (29%).")
    #expect(!growth.text.contains("completed"))
  }

  @Test func emptyUntilSomethingIsCompleted() throws {
    let report = try InsightsReport(
      F.input([F.log("Run", "...", from: "2026-03-09")], today: "2026-03-11"), range: .week)
    #expect(report.insights.isEmpty)
    #expect(report.emptyText == "Complete a few habits to see insights about your patterns.")
  }
}
