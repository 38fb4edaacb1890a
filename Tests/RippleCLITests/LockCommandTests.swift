import Foundation
import Testing

/// `ripple lock reset`: asks the web app's locks to reset; says so in one line and succeeds, again
/// and again (each ask replaces the last).
@Suite struct LockCommandTests {
  @Test func resetSaysWhatHappensAndCanBeRepeated() throws {
    let cli = try CLI(today: "2026-11-18")
    let said = "The app lock resets the next time Ripple opens in each browser.\n"
    #expect(try cli.ok("lock", "reset") == said)
    #expect(try cli.ok("lock", "reset") == said)
  }
}
