import Foundation
import GRDB
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// Migration 18: when a private-mode account's note is cleared (turning private mode on moves the
/// words into sealed items), no table of the SQLite file keeps its words, the full-text index's
/// own segments included; an account without private mode keeps FTS5's usual pace.
@Suite struct PrivateNoteIndexTests {
  /// Every value of the full-text index's segment table, as text.
  func indexText(_ path: String) throws -> String {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT block FROM note_search_index_data").map { row in
        let data: Data? = row["block"]
        return String(decoding: data ?? Data(), as: UTF8.self)
      }.joined(separator: "\n")
    }
  }

  func clearedNote(privateMode: Bool) async throws -> String {
    let test = try TestStore()
    let ann = try await test.store.createAccount(
      email: "ann@example.com", passwordHash: "h", newID: UserID("u-ann"), invite: .notNeeded,
      now: 1
    ).id
    let walk = try await test.store.createHabit(habit("Walk"), for: ann, today: today)
    _ = try await test.store.upsertCheckIn(
      checkIn(walk, "2026-11-20", note: "Quinceveil by the canal", updatedAt: 100), for: ann)
    #expect(try indexText(test.path).contains("quinceveil"))
    if privateMode {
      try await test.store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: ann)
    }
    _ = try await test.store.upsertCheckIn(
      checkIn(walk, "2026-11-20", note: nil, updatedAt: 200), for: ann)
    return try indexText(test.path)
  }

  @Test func aPrivateAccountsClearedNoteLeavesNoWordInTheIndex() async throws {
    #expect(!(try await clearedNote(privateMode: true)).contains("quinceveil"))
  }

  /// Why the migration is needed: FTS5 keeps a deleted note's words until its segments merge.
  @Test func anotherAccountsClearedNoteWaitsForFTS5sOwnMerge() async throws {
    #expect(try await clearedNote(privateMode: false).contains("quinceveil"))
  }
}
