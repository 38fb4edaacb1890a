import Testing

@testable import RippleHealth

@Suite struct AppleHealthDateTests {
  private func date(_ text: String) -> AppleHealthDate? {
    Array(text.utf8).withUnsafeBufferPointer { AppleHealthDate($0) }
  }

  @Test func theDayIsTheWrittenWallDate() {
    #expect(date("2024-03-03 00:30:00 -0500")?.day.text == "2024-03-03")
    #expect(date("2024-03-02 23:50:00 +0100")?.day.text == "2024-03-02")
  }

  @Test func theInstantTakesTheOffset() {
    // 2024-03-01 00:00 UTC is 1,709,251,200.
    #expect(date("2024-03-01 01:00:00 +0100")?.instant == 1_709_251_200)
    #expect(date("2024-02-29 19:00:00 -0500")?.instant == 1_709_251_200)
    #expect(date("2024-03-01 05:45:00 +0545")?.instant == 1_709_251_200)
  }

  @Test func otherShapesDoNotParse() {
    #expect(date("yesterday") == nil)
    #expect(date("2024-02-30 08:00:00 +0100") == nil)
    #expect(date("2024-03-01T08:00:00+01:00") == nil)
    #expect(date("2024-03-01 24:00:00 +0100") == nil)
  }
}
