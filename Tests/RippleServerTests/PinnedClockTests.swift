import Synchronization
import Testing

@testable import RippleServer
@testable import RippleServices

/// The clock of `ripple serve --now`: a pinned start plus real elapsed time.
@Suite struct PinnedClockTests {
  @Test func startsAtTheInstantAndMovesWithTheStopwatch() {
    let elapsed = Mutex<Int64>(0)
    let clock = ServerClock.pinned(
      at: TestClock.wednesdayMorning, elapsed: Stopwatch { elapsed.withLock { $0 } })
    #expect(clock.nowMillis() == TestClock.wednesdayMorning)
    elapsed.withLock { $0 = 1_500 }
    #expect(clock.nowMillis() == TestClock.wednesdayMorning + 1_500)
  }

  @Test func theMonotonicStopwatchNeverRunsBackwards() async throws {
    let stopwatch = Stopwatch()
    let first = stopwatch.elapsedMillis()
    #expect(first >= 0 && first < 1_000)
    try await Task.sleep(for: .milliseconds(20))
    #expect(stopwatch.elapsedMillis() >= first + 20)
  }

  @Test(arguments: [
    ("2026-11-18T09:00:00Z", TestClock.wednesdayMorning),
    ("2026-11-18T23:00:00+14:00", TestClock.wednesdayMorning),
    ("2026-11-17T21:00:00-12:00", TestClock.wednesdayMorning),
    ("2026-11-18T09:00:00.250Z", TestClock.wednesdayMorning + 250),
  ])
  func parsesInstantsWithAZone(text: String, millis: Int64) throws {
    #expect(try InstantText.millis(text) == millis)
  }

  @Test(arguments: ["2026-11-18", "2026-11-18T09:00:00", "now", "", "2026-13-18T09:00:00Z"])
  func refusesTextThatIsNotAnInstant(text: String) {
    #expect(throws: InstantTextError(text: text)) { try InstantText.millis(text) }
  }
}
