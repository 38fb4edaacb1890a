import GRDB
import PostgresNIO
import Testing

@testable import RippleStore
@testable import RippleStorePostgres
@testable import RippleStoreSQLite

/// Raw reads of a store's tables, whatever the repository methods say.
enum RawCells {
  /// "table.column" of every text cell holding `value`, in every table of the store: found by
  /// walking the schema (sqlite_master and table_info; information_schema on PostgreSQL).
  static func holding(_ value: String, in store: any RippleStoreBackend) async throws -> [String] {
    if let sqlite = store as? SQLiteStore {
      return try await sqlite.pool.read { db in
        var found: [String] = []
        let tables = try String.fetchAll(
          db,
          sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        for table in tables {
          let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").map {
            $0["name"] as String
          }
          for column in columns {
            let count =
              try Int.fetchOne(
                db,
                sql: "SELECT COUNT(*) FROM \(table) WHERE instr(CAST(\(column) AS TEXT), ?) > 0",
                arguments: [value]) ?? 0
            if count > 0 { found.append("\(table).\(column)") }
          }
        }
        return found
      }
    }
    let postgres = try #require(store as? PostgresStore)
    return try await postgres.read { connection in
      let columns = try await connection.rows(
        """
        SELECT table_name::text, column_name::text FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')
        ORDER BY table_name, column_name
        """
      ).map { (try $0[0].decode(String.self), try $0[1].decode(String.self)) }
      #expect(columns.count > 20)
      var found: [String] = []
      for (table, column) in columns {
        let rows = try await connection.rows(
          """
          SELECT count(*) FROM \(unescaped: table) WHERE strpos(\(unescaped: column), \(value)) > 0
          """)
        if try rows.first?[0].decode(Int.self) ?? 0 > 0 { found.append("\(table).\(column)") }
      }
      return found
    }
  }

  /// The calendar feed token column's values, as stored.
  static func calendarTokens(in store: any RippleStoreBackend) async throws -> [String] {
    if let sqlite = store as? SQLiteStore {
      return try await sqlite.pool.read { db in
        try String.fetchAll(db, sql: "SELECT token_hash FROM calendar_tokens")
      }
    }
    let postgres = try #require(store as? PostgresStore)
    return try await postgres.read { connection in
      try await connection.rows("SELECT token_hash FROM calendar_tokens").map {
        try $0[0].decode(String.self)
      }
    }
  }

  /// Runs `sql`, written alike for both databases, as it is: what no repository method would write.
  static func run(_ sql: String, in store: any RippleStoreBackend) async throws {
    if let sqlite = store as? SQLiteStore {
      return try await sqlite.pool.write { db in try db.execute(sql: sql) }
    }
    let postgres = try #require(store as? PostgresStore)
    try await postgres.transaction { connection in
      try await connection.run(PostgresQuery(unsafeSQL: sql))
    }
  }

  /// How many rows `table` holds, whoever they belong to.
  static func count(_ table: String, in store: any RippleStoreBackend) async throws -> Int {
    if let sqlite = store as? SQLiteStore {
      return try await sqlite.pool.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1
      }
    }
    let postgres = try #require(store as? PostgresStore)
    return try await postgres.read { connection in
      try await connection.rows(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(table)"))
        .first?[0].decode(Int.self) ?? -1
    }
  }
}
