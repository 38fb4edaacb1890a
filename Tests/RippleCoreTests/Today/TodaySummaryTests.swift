import RippleCore
import Testing

@Suite struct TodaySummaryTests {
  private func assertTier(
    done: Int, of due: Int, _ text: String, calm: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let summary = TodaySummary(due: due, done: done)
    #expect(summary.tierText() == text, sourceLocation: sourceLocation)
    if let calm {
      #expect(summary.tierText(calm: true) == calm, sourceLocation: sourceLocation)
    }
  }

  @Test func tierTextAtTheBoundaries() {
    // "Keep going!" < 50 %, "Halfway there!" 50–75 %, "Almost done!" 75–99 %,
    // "Perfect!" at 100 %.
    assertTier(done: 0, of: 4, "Keep going!")
    assertTier(done: 1, of: 4, "Keep going!")
    assertTier(done: 3, of: 8, "Keep going!")  // the "3/8" ring
    assertTier(done: 49, of: 100, "Keep going!")
    assertTier(done: 1, of: 2, "Halfway there!")
    assertTier(done: 50, of: 100, "Halfway there!")
    assertTier(done: 2, of: 3, "Halfway there!")
    assertTier(done: 74, of: 100, "Halfway there!")
    assertTier(done: 3, of: 4, "Almost done!")
    assertTier(done: 75, of: 100, "Almost done!")
    assertTier(done: 99, of: 100, "Almost done!")
    assertTier(done: 199, of: 200, "Almost done!")
    assertTier(done: 1, of: 1, "Perfect!")
    assertTier(done: 8, of: 8, "Perfect!")
    assertTier(done: 0, of: 0, "Nothing due today", calm: "Nothing due today")
  }

  @Test func calmModeStatesTheCount() {
    // Calm mode: "3 of 7 completed", "All habits completed for today."
    assertTier(done: 3, of: 7, "Keep going!", calm: "3 of 7 completed")
    assertTier(done: 7, of: 7, "Perfect!", calm: "All habits completed for today.")
  }

  @Test func ratioAndPerfect() {
    #expect(TodaySummary(due: 8, done: 3).ratio == 0.375)
    #expect(TodaySummary(due: 0, done: 0).ratio == 0)
    #expect(!TodaySummary(due: 0, done: 0).isPerfect)
    #expect(TodaySummary(due: 2, done: 2).isPerfect)
  }
}
