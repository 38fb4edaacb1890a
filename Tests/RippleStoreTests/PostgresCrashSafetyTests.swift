import Foundation
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

/// An acknowledged check-in survives `kill -9` of the Ripple process writing it to PostgreSQL:
/// the process dies mid-transaction, PostgreSQL rolls back what was not
/// committed and keeps every commit it acknowledged.
@Suite("Crash safety on PostgreSQL")
struct PostgresCrashSafetyTests {
  static let rounds = 12

  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func acknowledgedWritesSurviveSIGKILL() async throws {
    let executable = try #require(
      CrashWriterProcess.executable(), "RippleCrashWriter is built with the tests")
    let test = try await StoreFixture(.postgres)
    let target = try await test.store.create(habit("Crash"))[0]
    var acknowledged: Set<Int> = []
    var next = 20_000

    for round in 0..<PostgresCrashSafetyTests.rounds {
      // Most rounds kill while check-ins are being written; every fourth, while the writer is
      // still connecting.
      let duringOpen = round % 4 == 3
      let acks = try await CrashWriterProcess.run(
        executable, arguments: [test.database.address, target.id.rawValue, String(next)],
        waitForReady: !duringOpen, delay: .random(in: duringOpen ? 0...0.03 : 0.01...0.2))
      acknowledged.formUnion(acks)
      next = max(next, (acks.max() ?? next - 1) + 1)

      let reopened = try await test.reopened()
      let stored = Set(
        try await reopened.checkIns(for: user, habit: target.id, in: nil).map(\.day.daysSinceEpoch))
      await reopened.close()
      #expect(
        acknowledged.isSubset(of: stored),
        "round \(round): lost \(acknowledged.subtracting(stored).sorted())")
    }
    #expect(
      acknowledged.count >= PostgresCrashSafetyTests.rounds,
      "the writer committed too little to test")
  }
}
