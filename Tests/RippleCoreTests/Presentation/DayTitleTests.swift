import RippleCore
import Testing

@Suite struct DayTitleTests {
  @Test func headerTitles() {
    // Spec 000 §6.1.1: "Thursday, Oct 18"; spec 002: "Saturday, Jan 24".
    #expect(day("2029-10-18").longTitle == "Thursday, Oct 18")
    #expect(day("2026-01-24").longTitle == "Saturday, Jan 24")
    #expect(day("2026-12-01").shortTitle == "Dec 1")
  }
}
