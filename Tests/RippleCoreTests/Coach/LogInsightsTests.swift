import RippleCore
import Testing

/// What the weeks show, in plain words: days written one mark a day from Monday 2 March 2026
/// (x done, m missed, s skipped, . not logged, - still to come).
@Suite struct LogInsightsTests {
  func days(_ marks: String) -> [CoachDay] {
    let states: [Character: CoachDayState] = [
      "x": .done, "m": .missed, "s": .skipped, ".": .notLogged, "-": .toCome,
    ]
    return marks.enumerated().map { offset, mark in
      CoachDay(day: day("2026-03-02").adding(days: offset), state: states[mark]!, isToday: false)
    }
  }

  func kinds(_ marks: String) -> [LogInsight.Kind] { LogInsights.of(days(marks)).map(\.kind) }

  @Test func mostYesesAtWeekends() {
    let found = LogInsights.of(days("m.m..xx" + "....mxx"))
    #expect(found.map(\.kind) == [.weekends])
    #expect(found[0].text == "Most of your yeses were at weekends: 4 of 4.")
  }

  @Test func yesesOnlyOnWeekdaysWhileWeekendsWereOpen() {
    let found = LogInsights.of(days("xx.x.m." + "x......"))
    #expect(found.map(\.kind) == [.weekdays, .bestDay])
    #expect(
      found[0].text == "All 4 of your yeses came on weekdays; weekends have been harder to fit in.")
    #expect(found[1].text == "Mondays have gone best so far: 2 yeses.")
  }

  @Test func aBestDayOnlyWhenOneStandsOut() {
    #expect(kinds("x.x.x.x" + "x.x.x.x") == [])  // Monday, Wednesday, Friday and Sunday tie
    #expect(kinds("x.x.x.x" + "x.x.x..").contains(.bestDay) == false)
    #expect(kinds("xx.x..." + "x.....x") == [.bestDay])
  }

  @Test func tooFewYesesSayNothingOfAPattern() {
    #expect(kinds("x....x.") == [])
  }

  @Test func noYesYetIsSaidGentlyAndOnlyAfterSomeDays() {
    #expect(kinds("m.m.") == [])
    let found = LogInsights.of(days("m.m...."))
    #expect(found.map(\.kind) == [.noYesYet])
    #expect(!found[0].text.localizedCaseInsensitiveContains("fail"))
  }

  @Test func restDaysNeverCountAgainst() {
    let found = LogInsights.of(days("xsxsx--"))
    #expect(found.last?.kind == .restDays)
    #expect(found.last?.text == "You took 2 rest days; they never count against you.")
  }

  @Test func daysToComeAreLeftOut() {
    #expect(kinds("-------" + "-------") == [])
  }
}
