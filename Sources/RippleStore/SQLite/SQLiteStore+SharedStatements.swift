import GRDB

/// Shared statements on SQLite: GRDB binds the `?`s as written.
extension SQLiteStore: SharedStatementStore {
  public func run(_ statements: [SharedStatement]) async throws {
    try await write { db in
      for statement in statements { try db.run(statement) }
    }
  }
}

extension Database {
  func run(_ statement: SharedStatement) throws {
    try execute(
      sql: statement.sql, arguments: StatementArguments(statement.values.map(\.databaseValue)))
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
