import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// An acknowledged write survives `kill -9`.
@Suite("Crash safety")
struct CrashSafetyTests {
  static let rounds = 24

  @Test func acknowledgedWritesSurviveSIGKILL() async throws {
    let executable = try #require(
      CrashWriterProcess.executable(), "RippleCrashWriter is built with the tests")
    let test = try TestStore()
    let target = try await test.store.create(habit("Crash"))[0]
    var acknowledged: Set<Int> = []
    var next = 20_000  // 2024-10-04: check-ins start on 2000-01-01 at the earliest

    for round in 0..<CrashSafetyTests.rounds {
      // Most rounds kill while check-ins are being written; every fourth, while the writer is
      // still opening the database.
      let duringOpen = round % 4 == 3
      let acks = try await CrashWriterProcess.run(
        executable, arguments: [test.path, target.id.rawValue, String(next)],
        waitForReady: !duringOpen, delay: .random(in: duringOpen ? 0...0.03 : 0.002...0.1))
      acknowledged.formUnion(acks)
      next = max(next, (acks.max() ?? next - 1) + 1)

      let reopened = try SQLiteStore(path: test.path)
      let integrity = try await reopened.pool.read { db in
        try String.fetchAll(db, sql: "PRAGMA integrity_check")
      }
      let stored = Set(
        try await reopened.checkIns(for: user, habit: target.id, in: nil).map(\.day.daysSinceEpoch))
      #expect(integrity == ["ok"], "round \(round)")
      #expect(
        acknowledged.isSubset(of: stored),
        "round \(round): lost \(acknowledged.subtracting(stored).sorted())")
    }
    #expect(
      acknowledged.count >= CrashSafetyTests.rounds, "the writer committed too little to test")
  }
}
