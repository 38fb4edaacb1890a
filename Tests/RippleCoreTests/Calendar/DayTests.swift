import RippleCore
import Testing

@Suite struct DayTests {
  private func assertCivil(
    _ text: String, daysSinceEpoch: Int, weekday: Weekday,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (year, month, dayOfMonth) = (
      Int(text.prefix(4))!, Int(text.dropFirst(5).prefix(2))!, Int(text.suffix(2))!
    )
    let made = try Day(year: year, month: month, day: dayOfMonth)
    #expect(made.daysSinceEpoch == daysSinceEpoch, sourceLocation: sourceLocation)
    let back = Day(daysSinceEpoch: daysSinceEpoch)
    #expect(back.year == year, sourceLocation: sourceLocation)
    #expect(back.month == month, sourceLocation: sourceLocation)
    #expect(back.dayOfMonth == dayOfMonth, sourceLocation: sourceLocation)
    #expect(back.weekday == weekday, sourceLocation: sourceLocation)
    #expect(back.text == text, sourceLocation: sourceLocation)
    #expect(try Day(parsing: text) == back, sourceLocation: sourceLocation)
  }

  @Test func civilRoundTrips() throws {
    try assertCivil("1970-01-01", daysSinceEpoch: 0, weekday: .thursday)
    try assertCivil("1969-12-31", daysSinceEpoch: -1, weekday: .wednesday)
    try assertCivil("1900-01-01", daysSinceEpoch: -25_567, weekday: .monday)
    try assertCivil("1999-12-31", daysSinceEpoch: 10_956, weekday: .friday)
    try assertCivil("2000-02-29", daysSinceEpoch: 11_016, weekday: .tuesday)
    try assertCivil("2024-02-29", daysSinceEpoch: 19_782, weekday: .thursday)
    try assertCivil("2026-03-02", daysSinceEpoch: 20_514, weekday: .monday)
    try assertCivil("2026-11-22", daysSinceEpoch: 20_779, weekday: .sunday)
    try assertCivil("2038-01-19", daysSinceEpoch: 24_855, weekday: .tuesday)
    try assertCivil("2100-03-01", daysSinceEpoch: 47_541, weekday: .monday)
    try assertCivil("2200-12-31", daysSinceEpoch: 84_370, weekday: .wednesday)
  }

  @Test func addingAndDistance() {
    #expect(day("2026-02-28").adding(days: 1) == day("2026-03-01"))
    #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(day("2025-12-31").adding(days: 1) == day("2026-01-01"))
    #expect(day("2026-03-01").adding(days: -1) == day("2026-02-28"))
    #expect(day("2026-01-01").distance(to: day("2027-01-01")) == 365)
    #expect(day("2024-01-01").distance(to: day("2025-01-01")) == 366)
    #expect(day("2026-03-08").distance(to: day("2026-03-02")) == -6)
    #expect(
      Array(day("2026-02-27")...day("2026-03-01")).map { $0.text } == [
        "2026-02-27", "2026-02-28", "2026-03-01",
      ])
  }

  private func assertParseFails(
    _ text: String, _ error: DayError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: error, sourceLocation: sourceLocation) { try Day(parsing: text) }
  }

  @Test func badTextIsATypedError() {
    assertParseFails("", .malformed(""))
    assertParseFails("2026-3-2", .malformed("2026-3-2"))
    assertParseFails("2026/03/02", .malformed("2026/03/02"))
    assertParseFails("20260302", .malformed("20260302"))
    assertParseFails(" 2026-03-02", .malformed(" 2026-03-02"))
    assertParseFails("2026-03-02T10:00", .malformed("2026-03-02T10:00"))
    assertParseFails("2026-03-0x", .malformed("2026-03-0x"))
    assertParseFails("+026-03-02", .malformed("+026-03-02"))
    assertParseFails("yyyy-MM-dd", .malformed("yyyy-MM-dd"))
    assertParseFails("2026-02-29", .invalidDate(year: 2026, month: 2, day: 29))
    assertParseFails("2100-02-29", .invalidDate(year: 2100, month: 2, day: 29))
    assertParseFails("2026-04-31", .invalidDate(year: 2026, month: 4, day: 31))
    assertParseFails("2026-13-01", .invalidDate(year: 2026, month: 13, day: 1))
    assertParseFails("2026-00-10", .invalidDate(year: 2026, month: 0, day: 10))
    assertParseFails("2026-01-00", .invalidDate(year: 2026, month: 1, day: 0))
  }

  @Test func errorMessages() {
    #expect(DayError.malformed("soon").message == "'soon' is not a date in the form yyyy-MM-dd")
    #expect(
      DayError.invalidDate(year: 2026, month: 2, day: 30).message
        == "2026-2-30 is not a date in the calendar")
  }

  @Test func printsPaddedDigits() throws {
    #expect(try Day(year: 2026, month: 1, day: 5).text == "2026-01-05")
    #expect(try Day(year: 987, month: 6, day: 7).text == "0987-06-07")
    #expect(day("2026-03-02").description == "2026-03-02")
  }

  @Test func leapYears() {
    for year in [1996, 2000, 2004, 2024, 2028, 2400] { #expect(Day.isLeapYear(year), "\(year)") }
    for year in [1900, 1999, 2023, 2026, 2100, 2200] { #expect(!Day.isLeapYear(year), "\(year)") }
    #expect(Day.length(ofMonth: 2, year: 2024) == 29)
    #expect(Day.length(ofMonth: 2, year: 2026) == 28)
    #expect(Day.length(ofMonth: 2, year: 1900) == 28)
    #expect(Day.length(ofMonth: 2, year: 2000) == 29)
    #expect(
      (1...12).map { Day.length(ofMonth: $0, year: 2026) } == [
        31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
      ])
  }
}
