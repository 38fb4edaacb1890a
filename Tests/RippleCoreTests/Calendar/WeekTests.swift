import RippleCore
import Testing

@Suite struct WeekTests {
  private func assertWeek(
    of text: String, firstWeekday: Weekday, _ first: String, _ last: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let week = day(text).week(firstWeekday: firstWeekday)
    #expect(week.count == 7, sourceLocation: sourceLocation)
    #expect(week.first == day(first), sourceLocation: sourceLocation)
    #expect(week.last == day(last), sourceLocation: sourceLocation)
    #expect(week.first?.weekday == firstWeekday, sourceLocation: sourceLocation)
    #expect(
      day(text).startOfWeek(firstWeekday: firstWeekday) == day(first),
      sourceLocation: sourceLocation)
  }

  @Test func weeksStartingOnMonday() {
    assertWeek(of: "2026-03-02", firstWeekday: .monday, "2026-03-02", "2026-03-08")
    assertWeek(of: "2026-03-04", firstWeekday: .monday, "2026-03-02", "2026-03-08")
    assertWeek(of: "2026-03-08", firstWeekday: .monday, "2026-03-02", "2026-03-08")
    assertWeek(of: "2026-01-01", firstWeekday: .monday, "2025-12-29", "2026-01-04")
    assertWeek(of: "2024-02-29", firstWeekday: .monday, "2024-02-26", "2024-03-03")
  }

  @Test func weeksStartingOnSunday() {
    assertWeek(of: "2026-03-01", firstWeekday: .sunday, "2026-03-01", "2026-03-07")
    assertWeek(of: "2026-03-02", firstWeekday: .sunday, "2026-03-01", "2026-03-07")
    assertWeek(of: "2026-03-07", firstWeekday: .sunday, "2026-03-01", "2026-03-07")
    assertWeek(of: "2026-03-08", firstWeekday: .sunday, "2026-03-08", "2026-03-14")
    assertWeek(of: "2026-01-01", firstWeekday: .sunday, "2025-12-28", "2026-01-03")
  }

  @Test func weeksStartingOnSaturday() {
    assertWeek(of: "2026-03-06", firstWeekday: .saturday, "2026-02-28", "2026-03-06")
    assertWeek(of: "2026-03-07", firstWeekday: .saturday, "2026-03-07", "2026-03-13")
  }

  private func assertMonth(
    of text: String, _ first: String, _ last: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(day(text).monthRange == day(first)...day(last), sourceLocation: sourceLocation)
    #expect(day(text).startOfMonth == day(first), sourceLocation: sourceLocation)
  }

  @Test func monthRanges() {
    assertMonth(of: "2026-01-01", "2026-01-01", "2026-01-31")
    assertMonth(of: "2026-02-15", "2026-02-01", "2026-02-28")
    assertMonth(of: "2024-02-10", "2024-02-01", "2024-02-29")
    assertMonth(of: "2000-02-29", "2000-02-01", "2000-02-29")
    assertMonth(of: "1900-02-01", "1900-02-01", "1900-02-28")
    assertMonth(of: "2026-04-30", "2026-04-01", "2026-04-30")
    assertMonth(of: "2026-12-31", "2026-12-01", "2026-12-31")
  }

  @Test func weekdayNamesAndCodes() {
    #expect(Weekday.monday.shortName == "Mon")
    #expect(Weekday.sunday.name == "Sunday")
    #expect(Weekday.saturday.code == "sat")
    #expect(Weekday(code: "MON") == .monday)
    #expect(Weekday(code: "thu") == .thursday)
    #expect(Weekday(code: "th") == nil)
    #expect(
      Weekday.ordered(startingOn: .monday).map { $0.code } == [
        "mon", "tue", "wed", "thu", "fri", "sat", "sun",
      ])
    #expect(Weekday.ordered(startingOn: .sunday).first == .sunday)
    #expect(WeekdaySet([.monday, .friday]).weekdays == [.monday, .friday])
    #expect(WeekdaySet.all.count == 7)
    #expect(WeekdaySet(bits: 0xFF) == .all)
  }
}
