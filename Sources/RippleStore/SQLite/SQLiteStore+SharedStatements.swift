import GRDB

/// Shared statements on SQLite: GRDB binds the `?`s as written.
extension SQLiteStore: SharedStatementStore {
  public func run(_ statements: [SharedStatement]) async throws {
    try await write { db in
      for statement in statements { try db.run(statement) }
    }
  }

  public func all<Value: Sendable>(_ query: SharedQuery<Value>) async throws -> [Value] {
    try await read { db in
      try Row.fetchAll(
        db, sql: query.statement.sql, arguments: query.statement.arguments
      ).map { row in try query.decode(SQLiteSharedRow(row: row)) }
    }
  }
}

/// A GRDB row read by column position.
private struct SQLiteSharedRow: SharedRow {
  let row: Row
  func text(_ column: Int) -> String? { row[column] }
  func integer(_ column: Int) -> Int64? { row[column] }
}

extension Database {
  func run(_ statement: SharedStatement) throws {
    try execute(sql: statement.sql, arguments: statement.arguments)
  }
}

extension SharedStatement {
  fileprivate var arguments: StatementArguments {
    StatementArguments(values.map(\.databaseValue))
  }
}

extension SharedStatement.Value {
  fileprivate var databaseValue: DatabaseValue {
    switch self {
    case .text(let text): return text.databaseValue
    case .integer(let integer): return integer.databaseValue
    }
  }
}
