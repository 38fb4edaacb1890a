import RippleCore
import Testing

/// Until the day ends, today is pending in every rate; a weekly or period target is rated by
/// periods.
@Suite struct TodayPendingRateTests {
  private func rate(_ log: HabitLog, today: Day) -> Rate {
    HabitTimeline(log: log, through: today, firstWeekday: .monday).rate(in: monday...today)
  }

  @Test func todayUndoneIsPendingNotMissed() {
    let wednesday = monday.adding(days: 2)
    #expect(rate(log(.daily, "xx."), today: wednesday) == Rate(done: 2, due: 2))
    #expect(rate(log(.daily, "xxx"), today: wednesday) == Rate(done: 3, due: 3))
    // An explicit "no" is not pending: the day is decided.
    #expect(rate(log(.daily, "xxm"), today: wednesday) == Rate(done: 2, due: 3))
    // Yesterday left undone is a miss.
    #expect(rate(log(.daily, "x.."), today: wednesday) == Rate(done: 1, due: 2))
  }

  @Test func aWeeklyTargetIsRatedByTheWeeksThatMetIt() {
    let thirdWednesday = monday.adding(days: 16)
    let twoWeeksMet = log(.timesPerWeek(3), "x.x.x.. | xx.x... | ...")
    #expect(rate(twoWeeksMet, today: thirdWednesday) == Rate(done: 2, due: 2, unit: .weeks))
    let oneShort = log(.timesPerWeek(3), "x.x.... | xx.x... | x..")
    #expect(rate(oneShort, today: thirdWednesday) == Rate(done: 1, due: 2, unit: .weeks))
    let metThisWeek = log(.timesPerWeek(3), "x.x.x.. | xx.x... | xxx")
    #expect(rate(metThisWeek, today: thirdWednesday) == Rate(done: 3, due: 3, unit: .weeks))
    #expect(rate(oneShort, today: thirdWednesday).daysText == "1/2 weeks")
  }

  @Test func aPeriodTargetIsRatedByThePeriodsThatMetIt() {
    // Twice in 5 days, from the habit's start (a Monday): periods of days 1–5, 6–10, 11–15.
    let sixteenthDay = monday.adding(days: 15)
    let twoPeriodsMet = log(.timesInDays(times: 2, days: 5), "x..x. | .x.x. | ..... | .")
    #expect(rate(twoPeriodsMet, today: sixteenthDay) == Rate(done: 2, due: 3, unit: .periods))
    let allMet = log(.timesInDays(times: 2, days: 5), "x..x. | .x.x. | xx... | x")
    #expect(rate(allMet, today: sixteenthDay) == Rate(done: 3, due: 3, unit: .periods))
    #expect(rate(twoPeriodsMet, today: sixteenthDay).daysText == "2/3 periods")
  }
}
