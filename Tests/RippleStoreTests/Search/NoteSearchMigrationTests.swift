import Foundation
import GRDB
import PostgresNIO
import RippleCore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStorePostgres
@testable import RippleStoreSQLite

/// Migration 13 indexes the notes a database already holds, on SQLite and on PostgreSQL, and the
/// index then follows every write.
@Suite struct NoteSearchMigrationTests {
  static let insert = """
    INSERT INTO check_ins (user_id, habit_id, day, state, note, updated_at, change_seq)
    VALUES ('local', 'h', 20000, 'done', 'Café before the migration', 1, 1),
           ('local', 'h', 20001, 'done', NULL, 1, 1)
    """

  @Test func sqliteIndexesTheNotesItHolds() async throws {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ripple.sqlite").path
    let first = try SQLiteStore(path: path)
    _ = try await first.createHabit(habit("Read", id: "h"), for: .local, today: today)
    await first.close()
    // Back to version 12: no index, no triggers.
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      // The triggers on `note_search` itself go with the table (migration 18 renamed the one
      // that runs on a removal).
      for trigger in [
        "check_in_note_added", "check_in_note_removed", "check_in_note_changed",
      ] {
        try db.execute(sql: "DROP TRIGGER \(trigger)")
      }
      try db.execute(sql: "DROP TABLE note_search_index")
      try db.execute(sql: "DROP TABLE note_search")
      try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v13-note-search'")
      try db.execute(sql: Self.insert)
    }
    try queue.close()
    let store = try SQLiteStore(path: path)
    let found = try await store.notesFound(["cafe"], for: .local, limit: 5)
    #expect(found.compactMap(\.note) == ["Café before the migration"])
  }

  static let postgres = Testing.ConditionTrait.enabled(
    if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL")

  /// A database at version 12 with a note: the index is built over it.
  @Test(postgres) func postgresIndexesTheNotesItHolds() async throws {
    let database = try TestDatabase(.postgres)
    defer { database.remove() }
    let old = try await PostgresStore.open(try PostgresLocation(database.address))
    try await old.client.query("DELETE FROM ripple_migrations WHERE version = 13")
    try await old.client.query("DROP INDEX check_ins_note_search")
    try await old.client.query("DROP FUNCTION ripple_search_fold(text)")
    _ = try await old.createHabit(habit("Read", id: "h"), for: .local, today: today)
    try await old.client.query(PostgresQuery(unsafeSQL: Self.insert))
    await old.close()

    let store = try await Store.open(database.address)
    let found = try await store.notesFound(["cafe"], for: .local, limit: 5)
    #expect(found.compactMap(\.note) == ["Café before the migration"])
    await store.close()
  }
}
