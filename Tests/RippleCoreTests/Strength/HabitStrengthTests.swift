import RippleCore
import Testing

@Suite struct HabitStrengthTests {
  /// m for a daily habit: 0.5^(1/13), a half-life of 13 days.
  private let daily = 0.948_077_514_339_171_4

  private func series(_ log: HabitLog, days: Int) -> [Double] {
    HabitStrength.series(
      HabitTimeline(log: log, through: log.day(days - 1), firstWeekday: .monday))
  }

  private func assertClose(
    _ actual: Double?, _ expected: Double, tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual else {
      Issue.record("no value", sourceLocation: sourceLocation)
      return
    }
    #expect(
      abs(actual - expected) <= tolerance, "\(actual) is not \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func multiplier() {
    assertClose(HabitStrength.multiplier(frequency: 1), daily)
    assertClose(HabitStrength.multiplier(frequency: 3.0 / 7), 0.965_696_681_713_862_5)
    assertClose(HabitStrength.multiplier(frequency: 0), 1)
  }

  @Test func dailyHabitDoneEveryDayReachesAbout80PercentOnDay30() {
    let scores = series(log(.daily, String(repeating: "x", count: 30)), days: 30)
    // s_n = 1 − m^n: half after 13 days, 1 − 0.5^(30/13) ≈ 0.798 after 30.
    assertClose(scores.first, 1 - daily)
    assertClose(scores[12], 0.5)
    assertClose(scores.last, 0.798_016_731_996_357_1)
    #expect(scores == scores.sorted())
  }

  @Test func skipLeavesTheScoreUnchanged() {
    let scores = series(log(.daily, "xxxsx"), days: 5)
    #expect(scores[3] == scores[2])
    #expect(scores[4] > scores[3])
  }

  @Test func missesLowerTheScoreGently() {
    let history = String(repeating: "x", count: 30) + "m."
    let scores = series(log(.daily, history), days: 32)
    assertClose(scores[30], 0.756_581_719_672_175)
    assertClose(scores[31], 0.756_581_719_672_175 * daily)
    #expect(scores[31] > 0.7)
  }

  @Test func nothingBeforeTheFirstDay() {
    #expect(series(log(.daily, ""), days: 1) == [0])
    let empty = HabitTimeline(
      log: log(.daily, ""), through: monday.adding(days: -1), firstWeekday: .monday)
    #expect(HabitStrength.current(empty) == 0)
    #expect(HabitStrength.series(empty).isEmpty)
  }

  @Test func aTimelineEndingBeforeTheFirstCheckIn() {
    let log = log(.daily, "..........x")
    let timeline = HabitTimeline(log: log, through: log.day(3), firstWeekday: .monday)
    #expect(timeline.outcomes == [.none, .none, .none, .none])
    #expect(HabitStrength.current(timeline) == 0)
  }

  @Test func nonDailyHabitsDoubleTheirWindow() {
    // Three times a week: N = 6 in the last D = 14 days, m = 0.5^(√(3/7)/13).
    let m = 0.965_696_681_713_862_5
    let scores = series(log(.timesPerWeek(3), "x.x.x.."), days: 7)
    let expected = [1.0 / 6, 1.0 / 6, 2.0 / 6, 2.0 / 6, 3.0 / 6, 3.0 / 6, 3.0 / 6]
    var score = 0.0
    for (index, share) in expected.enumerated() {
      score = score * m + share * (1 - m)
      assertClose(scores[index], score)
    }
  }

  @Test func numericAtLeast() {
    // Daily, 30 pages: the day's share of the target, at most 1.
    let log = numericLog(.atLeast, target: 30, values: [15, 30, 60, 0])
    let scores = series(log, days: 4)
    var score = 0.0
    for (index, share) in [0.5, 1, 1, 0].enumerated() {
      score = score * daily + share * (1 - daily)
      assertClose(scores[index], score)
    }
  }

  @Test func numericAtMost() {
    // At most 40 g of sugar: 1 − (sum − target) ÷ target, clamped to 0…1; s = 1 before, as in
    // Loop (uhabits ScoreList starts an at-most habit from 1.0).
    let log = numericLog(.atMost, target: 40, values: [20, 60, 80, 100, 40])
    let scores = series(log, days: 5)
    var score = 1.0
    for (index, share) in [1, 0.5, 0, 0, 1].enumerated() {
      score = score * daily + share * (1 - daily)
      assertClose(scores[index], score)
    }
  }

  @Test func numericWindowFollowsTheSchedule() {
    // Every 2 days, at least 10 minutes: the sum of the last 2 days against the target.
    let log = numericLog(
      .atLeast, target: 10, values: [5, 5, nil, 20], schedule: .everyNDays(2, start: monday))
    let scores = series(log, days: 4)
    let m = HabitStrength.multiplier(frequency: 0.5)
    var score = 0.0
    for (index, share) in [0.5, 1, 0.5, 1].enumerated() {
      score = score * m + share * (1 - m)
      assertClose(scores[index], score)
    }
  }

  @Test func atMostHabitWithNothingLoggedStaysFull() {
    // Loop shows 100% for an at-most habit never exceeded: nothing logged is within the limit.
    let log = numericLog(.atMost, target: 2, values: [nil, nil, nil, 0])
    #expect(series(log, days: 4) == [1, 1, 1, 1])
    // An at-least habit still starts from nothing.
    let atLeast = numericLog(.atLeast, target: 2, values: [nil, nil])
    #expect(series(atLeast, days: 2) == [0, 0])
  }

  @Test func atMostHabitExceededOnceRecoversFromFullNotFromZero() {
    // Over the limit on day 1 (3 of at most 2: half met), then 30 days within it.
    let log = numericLog(.atMost, target: 2, values: [3] + Array(repeating: nil, count: 30))
    let scores = series(log, days: 31)
    let first = 1 * daily + 0.5 * (1 - daily)
    assertClose(scores[0], first)
    // Every later day is fully met: s = 1 − (1 − s₀)·m^n.
    assertClose(scores[30], 1 - (1 - first) * pow30(daily))
    #expect(scores[30] > 0.99)
  }

  private func pow30(_ m: Double) -> Double {
    (0..<30).reduce(1.0) { product, _ in product * m }
  }
}
