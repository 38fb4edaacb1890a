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

/// Migration 011 keeps the calendar feed's token as a SHA-256 digest like every other secret:
/// tokens stored before it are hashed in place, so feed URLs made before keep working, and the
/// stored value is no longer the token.
@Suite struct CalendarTokenMigrationTests {
  static let oldToken = "cal_made-before-the-migration"
  /// SHA-256 of `oldToken`, as `SecretToken.digest` spells it (worked out independently).
  static var oldDigest: String { Migration011.digest(of: oldToken) }

  @Test func theDigestIsSHA256InLowerCaseHex() {
    #expect(
      Migration011.digest(of: "abc")
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func sqliteHashesTheStoredTokensAndTheOldURLStillFindsItsUser() async throws {
    let database = try TestDatabase(.sqlite)
    defer { database.remove() }
    try Self.writeVersion8File(at: database.address)

    let store = try await Store.open(database.address)
    #expect(try await RawCells.calendarTokens(in: store) == [Self.oldDigest])
    #expect(try await store.calendarUser(tokenDigest: Self.oldDigest) == .local)
    #expect(try await store.calendarUser(tokenDigest: Self.oldToken) == nil)
    await store.close()
  }

  /// A file as migration 8 left it, with a token stored in plain text.
  static func writeVersion8File(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try StoreSchema.migrator.migrate(queue, upTo: "v8-changes-feed")
    try queue.write { db in
      try db.execute(sql: "INSERT INTO users (id) VALUES ('local')")
      try db.execute(
        sql: "INSERT INTO calendar_tokens (user_id, token) VALUES ('local', ?)",
        arguments: [oldToken])
    }
    try queue.close()
  }

  @Test(arguments: StoreKind.available.filter { $0 == .postgres })
  func postgresHashesTheStoredTokensInSQL(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    let postgres = try #require(test.store as? PostgresStore)
    // The database as migration 10 left it, with a token stored in plain text.
    try await postgres.transaction { connection in
      for statement in [
        "DELETE FROM ripple_migrations WHERE version = 11",
        "DROP TABLE change_floor",
        "ALTER TABLE accounts DROP COLUMN password_changed_at",
        "ALTER TABLE access_tokens DROP COLUMN scope",
        "ALTER TABLE calendar_tokens RENAME COLUMN token_hash TO token",
        "INSERT INTO users (id) VALUES ('local')",
      ] {
        try await connection.run(PostgresQuery(unsafeSQL: statement))
      }
      try await connection.run(
        "INSERT INTO calendar_tokens (user_id, token) VALUES ('local', \(Self.oldToken))")
    }

    let reopened = try await test.reopened()
    #expect(try await RawCells.calendarTokens(in: reopened) == [Self.oldDigest])
    #expect(try await reopened.calendarUser(tokenDigest: Self.oldDigest) == .local)
    #expect(try await reopened.calendarUser(tokenDigest: Self.oldToken) == nil)
    await reopened.close()
  }
}
