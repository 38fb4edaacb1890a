import RippleCore
import Testing

@Suite struct RateTests {
  @Test(arguments: [
    (23, 30, 77), (2, 3, 67), (1, 8, 13), (1, 200, 1), (1, 201, 0), (0, 5, 0), (0, 0, 0),
    (5, 5, 100), (142, 210, 68), (26, 30, 87), (3, 30, 10),
  ])
  func percentRoundsHalfUp(done: Int, due: Int, percent: Int) {
    #expect(Rate(done: done, due: due).percent == percent)
    #expect(Rate(done: done, due: due).percentText == "\(percent)%")
  }

  @Test func successRateText() {
    let rate = Rate(done: 23, due: 30)
    #expect(rate.daysText == "23/30 days")
    #expect(rate.percentText == "77%")
    #expect(Rate(done: 1, due: 1).daysText == "1/1 day")
    #expect(Rate(done: 0, due: 0).daysText == "No days due")
    #expect(Rate.zero.isEmpty)
    #expect(Rate.zero.fraction == 0)
    #expect(Rate(done: 1, due: 4) + Rate(done: 2, due: 2) == Rate(done: 3, due: 6))
  }

  @Test func aRateSaysWhatItCounted() {
    let weeks = Rate(done: 1, due: 2, unit: .weeks)
    #expect(weeks.daysText == "1/2 weeks")
    #expect(Rate(done: 1, due: 1, unit: .weeks).daysText == "1/1 week")
    #expect(Rate(done: 2, due: 3, unit: .periods).daysText == "2/3 periods")
    #expect(Rate.zero + weeks == weeks)
    #expect(weeks + Rate(done: 0, due: 0, unit: .days) == weeks)
    let mixed = weeks + Rate(done: 3, due: 4)
    #expect(mixed == Rate(done: 4, due: 6, unit: .mixed))
    #expect(mixed.daysText == "4/6 met")
  }

  @Test func numbersWithoutFoundation() {
    #expect(Percent.text(0.774) == "77%")
    #expect(Percent.text(0.775) == "78%")
    #expect(Percent.signedText(points: 5) == "+5%")
    #expect(Percent.signedText(points: -3) == "-3%")
    #expect(Percent.signedText(points: 0) == "0%")
    #expect(Percent.oneDecimal(4.24) == "4.2")
    #expect(Percent.oneDecimal(4.25) == "4.3")
    #expect(Percent.oneDecimal(7) == "7")
    #expect(Percent.oneDecimal(0.04) == "0")
  }

  @Test func trendInPercentagePoints() {
    let up = Trend(
      current: Rate(done: 87, due: 100), previous: Rate(done: 82, due: 100),
      previousPhrase: "last week")
    #expect(up?.text == "5 points above last week")
    #expect(up?.points == 5)
    #expect(up?.direction == .up)
    let down = Trend(
      current: Rate(done: 1, due: 2), previous: Rate(done: 53, due: 100),
      previousPhrase: "last month")
    #expect(down?.text == "3 points below last month")
    #expect(down?.direction == .down)
    let flat = Trend(
      current: Rate(done: 1, due: 2), previous: Rate(done: 2, due: 4), previousPhrase: "last week")
    #expect(flat?.text == "Same as last week")
    #expect(flat?.clause == "the same as last week")
    #expect(flat?.direction == .flat)
    #expect(Trend(current: .zero, previous: Rate(done: 1, due: 1), previousPhrase: "x") == nil)
    #expect(Trend(current: Rate(done: 1, due: 1), previous: .zero, previousPhrase: "x") == nil)
  }

  @Test func monthDayText() {
    #expect(StatsFixture.day("2026-12-21").monthDayText() == "Dec 21")
    #expect(StatsFixture.day("2026-12-21").monthDayText(referenceYear: 2026) == "Dec 21")
    #expect(StatsFixture.day("2027-01-03").monthDayText(referenceYear: 2026) == "Jan 3, 2027")
  }

  @Test func aTimelinesRateSkipsExcusedDaysAndClampsToItsDays() {
    // Mon done, Tue skipped, Wed missed, Thu nothing, Fri done; Mon–Fri of a Mon/Wed/Fri habit
    // and of a daily one.
    let daily = log(.daily, "xsm.x")
    let timeline = HabitTimeline(log: daily, through: monday.adding(days: 4), firstWeekday: .monday)
    #expect(
      timeline.rate(in: monday.adding(days: -10)...monday.adding(days: 30)) == Rate(done: 2, due: 4)
    )
    let mwf = log(.mondayWednesdayFriday, "x.m.x")
    let fixed = HabitTimeline(log: mwf, through: monday.adding(days: 4), firstWeekday: .monday)
    #expect(fixed.rate(in: monday...monday.adding(days: 4)) == Rate(done: 2, due: 3))
    #expect(fixed.rate(in: monday.adding(days: 1)...monday.adding(days: 1)).isEmpty)
  }
}
