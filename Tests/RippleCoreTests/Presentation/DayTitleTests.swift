import RippleCore
import Testing

@Suite struct DayTitleTests {
  @Test func headerTitles() {
    // "Thursday, Oct 18", "Saturday, Jan 24".
    #expect(day("2029-10-18").longTitle == "Thursday, Oct 18")
    #expect(day("2026-01-24").longTitle == "Saturday, Jan 24")
    #expect(day("2026-12-01").shortTitle == "Dec 1")
  }
}
