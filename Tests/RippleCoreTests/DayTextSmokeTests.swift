import RippleCore
import Testing

@Test func dayPrintsAndParses() throws {
  let day = try Day(year: 2026, month: 11, day: 22)
  #expect(day.text == "2026-11-22")
  #expect(try Day(parsing: "2026-11-22") == day)
  #expect(day.weekday == .sunday)
}
