import PostgresNIO
import RippleStore

/// PostgreSQL's schema: numbered migrations, only ever appended, recorded in
/// `ripple_migrations` (in `Migrations/`, beside this file). Each ports the SQLite migration of
/// the same number (same tables, same meaning) to PostgreSQL's types, plus what SQLite leaves to
/// the store's checks: a unique index on `lower(name)` of a user's habits and on `lower(email)` of
/// accounts.
enum PostgresSchema {
  struct Migration {
    var version: Int
    var name: String
    var statements: [String]
  }

  static let migrations: [Migration] = [
    Migration(version: 1, name: "initial-schema", statements: PostgresMigration001.statements),
    Migration(
      version: 2, name: "check-in-tombstones", statements: PostgresMigration002.statements),
    Migration(version: 3, name: "coach", statements: PostgresMigration003.statements),
    Migration(version: 4, name: "accounts", statements: PostgresMigration004.statements),
    Migration(version: 5, name: "category-icons", statements: PostgresMigration005.statements),
    Migration(version: 6, name: "notifications", statements: PostgresMigration006.statements),
    Migration(version: 7, name: "licences", statements: PostgresMigration007.statements),
    Migration(version: 8, name: "changes-feed", statements: PostgresMigration008.statements),
    Migration(
      version: 9, name: "push-subscriptions-per-user",
      statements: PostgresMigration009.statements),
    Migration(
      version: 10, name: "password-attempts", statements: PostgresMigration010.statements),
    Migration(version: 11, name: "credentials", statements: PostgresMigration011.statements),
    Migration(
      version: 12, name: "kept-notes-and-celebrations",
      statements: PostgresMigration012.statements),
    Migration(version: 13, name: "note-search", statements: PostgresMigration013.statements),
    Migration(version: 14, name: "habit-icons", statements: PostgresMigration014.statements),
    Migration(
      version: 15, name: "webhooks-and-token-habits",
      statements: PostgresMigration015.statements),
    Migration(version: 16, name: "partners", statements: PostgresMigration016.statements),
    Migration(
      version: 17, name: "private-mode", statements: PostgresMigration017.statements),
    Migration(version: 18, name: "check-in-taps", statements: PostgresMigration018.statements),
  ]

  /// Checks the database is Ripple's (or empty) and not newer, then migrates it, holding a lock
  /// so that processes starting together migrate once.
  static func prepare(_ store: PostgresStore) async throws {
    let location = store.location
    if let schema = location.schema {
      try await store.client.withConnection { connection in
        try await connection.run("CREATE SCHEMA IF NOT EXISTS \(unescaped: schema)")
      }
    }
    try await store.client.withConnection { connection in
      try await connection.run("BEGIN")
      do {
        try await connection.run("SELECT pg_advisory_xact_lock(0, 5250)")
        let applied = try await appliedVersions(connection, location: location)
        for migration in migrations where !applied.contains(migration.version) {
          for statement in migration.statements {
            try await connection.run(PostgresQuery(unsafeSQL: statement))
          }
          try await connection.run(
            """
            INSERT INTO ripple_migrations (version, name, applied_at)
            VALUES (\(migration.version), \(migration.name), now())
            """)
        }
        try await connection.run("COMMIT")
      } catch {
        _ = try? await connection.run("ROLLBACK")
        throw error
      }
    }
  }

  /// The versions applied so far; refuses a foreign or newer database.
  private static func appliedVersions(
    _ connection: PostgresConnection, location: PostgresLocation
  ) async throws -> Set<Int> {
    let tables = try await connection.rows(
      """
      SELECT table_name::text FROM information_schema.tables
      WHERE table_schema = current_schema() ORDER BY table_name
      """
    ).map { try $0[0].decode(String.self) }
    if tables.isEmpty { return [] }
    guard tables.contains("ripple_migrations") else {
      throw StoreError.unusableDatabase(
        path: location.redacted,
        problem:
          "it is not a Ripple database (it holds other tables: \(tables.prefix(5).joined(separator: ", ")))"
      )
    }
    let versions = Set(
      try await connection.rows("SELECT version FROM ripple_migrations").map {
        try $0[0].decode(Int.self)
      })
    let known = Set(migrations.map(\.version))
    let unknown = versions.subtracting(known)
    guard unknown.isEmpty else {
      throw StoreError.unusableDatabase(
        path: location.redacted,
        problem:
          "it was written by a newer version of Ripple (schema \(unknown.sorted().map(String.init).joined(separator: ", "))); update Ripple to open it"
      )
    }
    return versions
  }
}
