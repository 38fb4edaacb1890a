import RippleCore
import Testing

/// The premium cards, the locks and calm mode.
@Suite struct AdvancedInsightsTests {
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

  @Test func bestTimeOfDay() throws {
    let logs = [
      F.log("Run", "xxxx", from: "2026-03-02", minute: 7 * 60),
      F.log("Read", "xxx", from: "2026-03-02", minute: 21 * 60 + 30),
      F.log("Walk", "x", from: "2026-03-02", minute: 12 * 60),
      F.log("Stretch", "xxxx", from: "2026-03-02"),
    ]
    let card = try insight(.timeOfDay, in: insights(logs, today: "2026-03-05", range: .week))
    #expect(card.title == "Best Time of Day")
    #expect(card.text == "You usually complete your habits in the morning.")
    #expect(card.bars.map { $0.label } == ["Morning", "Afternoon", "Evening"])
    #expect(card.bars.map { $0.count } == [4, 1, 3])
    #expect(card.bars.map { $0.percent } == [50, 13, 38])
    #expect(card.value == 50)
    // Per habit.
    let detail = try HabitStatisticsReport(
      F.input(
        logs + [F.log("Late", "xxxxx", from: "2026-03-01", minute: 19 * 60)], today: "2026-03-05"),
      habitID: HabitID("Late"), range: .last7)
    #expect(
      try insight(.timeOfDay, in: detail.insights).text
        == "You usually complete this habit in the evening.")
  }

  @Test func timeOfDayNeedsFiveLoggedCompletions() throws {
    let logs = [F.log("Run", "xxxx", from: "2026-03-02", minute: 420)]
    #expect(
      !(try insights(logs, today: "2026-03-05", range: .week)).contains { $0.kind == .timeOfDay })
  }

  /// 36 days: both done on 20, only "Morning Run" on 6, only "Healthy Breakfast" on 4, neither on 6.
  private var breakfast: [HabitLog] {
    [
      F.log("Morning Run", F.repeated("x", 26) + F.repeated(".", 10), from: "2026-03-01"),
      F.log(
        "Healthy Breakfast",
        F.repeated("x", 20) + F.repeated(".", 6) + F.repeated("x", 4) + F.repeated(".", 6),
        from: "2026-03-01", sortOrder: 1),
    ]
  }

  @Test func habitsThatGoTogether() throws {
    // P(B|A) = 21/28 and P(B|¬A) = 5/12 with one success and one failure added: 1.8×.
    // Today is the day after the 36, still pending.
    let card = try insight(.correlation, in: insights(breakfast, today: "2026-04-06", range: .all))
    #expect(card.title == "Habits That Go Together")
    #expect(
      card.text
        == "When you complete 'Morning Run', you're 80% more likely to complete 'Healthy Breakfast'."
    )
    #expect(card.value == 80)
    #expect(card.habitIDs == [HabitID("Morning Run"), HabitID("Healthy Breakfast")])
    let detail = try HabitStatisticsReport(
      F.input(breakfast, today: "2026-04-06"), habitID: HabitID("Healthy Breakfast"), range: .all)
    #expect(
      try insight(.correlation, in: detail.insights).text
        == "When you complete 'Morning Run', you're 80% more likely to complete this habit.")
  }

  @Test func correlationNeedsFourteenSharedDays() throws {
    // The same pattern squeezed into 13 days says nothing.
    let logs = [
      F.log("Morning Run", "xxxxxxxxx....", from: "2026-03-01"),
      F.log("Healthy Breakfast", "xxxxxxxx.....", from: "2026-03-01", sortOrder: 1),
    ]
    #expect(
      !(try insights(logs, today: "2026-03-13", range: .all)).contains { $0.kind == .correlation })
  }

  @Test func noCorrelationFromNoise() throws {
    // Thirty habits done at random, independently, for 90 days: nothing goes together.
    var random = StatsRandom(seed: 7)
    let logs = (0..<30).map { index in
      F.log(
        "Habit \(index)", String((0..<90).map { _ in random.next() % 100 < 60 ? "x" : "." }),
        from: "2026-01-01", sortOrder: index)
    }
    let cards = try insights(logs, today: "2026-03-31", range: .all)
    #expect(!cards.contains { $0.kind == .correlation })
  }

  @Test func streakPrediction() throws {
    // 15 days done through Sunday 6 December: 30 days on 21 December.
    let logs = [F.log("Morning Run", F.repeated("x", 15), from: "2026-11-22")]
    let card = try insight(
      .streakPrediction, in: insights(logs, today: "2026-12-06", range: .week))
    #expect(card.title == "Streak Prediction")
    #expect(card.text == "At your current pace, you'll reach a 30-day streak by Dec 21.")
    #expect(card.detail == "\"Morning Run\": 15 of 30 days.")
    #expect(card.day == F.day("2026-12-21"))
    #expect(card.progress == 0.5)
    // Before today is done, today is the next day of the streak.
    let open = [F.log("Morning Run", F.repeated("x", 15) + ".", from: "2026-11-21")]
    #expect(
      try insight(.streakPrediction, in: insights(open, today: "2026-12-06", range: .week)).day
        == F.day("2026-12-20"))
  }

  @Test func streakPredictionOfAHabit() throws {
    // Weekdays only, 60 done through Friday 4 December: 40 more weekdays is 29 January.
    let weekdays = Schedule.weekdays(
      WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday]))
    var history = ""
    var done = 0
    var day = F.day("2026-09-12")
    while done < 60 {
      let weekday = day.weekday != .saturday && day.weekday != .sunday
      history += weekday ? "x" : "."
      if weekday { done += 1 }
      day = day.adding(days: 1)
    }
    let log = F.log("Run", weekdays, history, from: "2026-09-12")
    let today = day.adding(days: -1)
    #expect(today == F.day("2026-12-04"))
    let report = try HabitStatisticsReport(
      F.input([log], today: today.text), habitID: log.habit.id, range: .week)
    let card = try insight(.streakPrediction, in: report.insights)
    #expect(card.text == "At your current pace, you'll reach a 100-day streak by Jan 29, 2027.")
    #expect(card.detail == "60 of 100 days.")
  }

  @Test func weeklyStreakPrediction() {
    let status = StreakStatus(
      unit: .week, current: 5, longest: 5, lastCompletedDay: F.day("2026-03-10"), atRisk: false,
      hoursLeft: nil,
      runs: [
        StreakRun(
          start: F.day("2026-02-02"), end: F.day("2026-03-10"), length: 5, endedByMiss: false)
      ])
    let forecast = StreakForecast(
      status, schedule: .timesPerWeek(3), today: F.day("2026-03-11"), firstWeekday: .monday)
    #expect(forecast?.target == 7)
    #expect(forecast?.targetText == "7-week streak")
    #expect(forecast?.day == F.day("2026-03-29"))
  }

  @Test func freePlanLocksTheAdvancedInsights() throws {
    let cards = try insights(breakfast, today: "2026-04-05", range: .week, tier: .free)
    let locked = cards.filter { $0.isLocked }
    #expect(locked.map { $0.kind } == [.timeOfDay, .correlation, .streakPrediction])
    #expect(
      locked.allSatisfy {
        $0.text
          == "Time-of-day analysis, habit correlations and predictions are part of Premium."
          && $0.bars.isEmpty && $0.value == nil && $0.habitIDs.isEmpty
      })
    #expect(cards.filter { !$0.isLocked }.allSatisfy { !$0.kind.isAdvanced })
    #expect(throws: StatisticsError.self) {
      try InsightsReport(F.input(breakfast, today: "2026-04-05", tier: .free), range: .last30)
    }
  }

  @Test func calmModeOnlyObserves() throws {
    let logs = breakfast.map { log in
      HabitLog(
        habit: log.habit,
        checkIns: log.checkIns.values.map {
          var checkIn = $0
          checkIn.loggedMinute = 8 * 60
          return checkIn
        })
    }
    let cards = try insights(logs, today: "2026-04-05", range: .all, calm: true)
    #expect(!cards.contains { $0.kind == .streakPrediction || $0.kind == .weekComparison })
    let together = try insight(.correlation, in: cards)
    #expect(
      together.text == "'Morning Run' and 'Healthy Breakfast' are often completed on the same days."
    )
    #expect(together.value == nil)
    #expect(try insight(.timeOfDay, in: cards).title == "Time of Day")
    for card in cards {
      for word in ["streak", "more likely", "better", "worse", "than", "should", "great"] {
        #expect(!card.text.lowercased().contains(word), "\(card.kind): \(card.text)")
      }
    }
    let free = try insights(logs, today: "2026-04-05", range: .week, tier: .free, calm: true)
    #expect(free.filter { $0.isLocked }.map { $0.kind } == [.timeOfDay, .correlation])
  }
}
