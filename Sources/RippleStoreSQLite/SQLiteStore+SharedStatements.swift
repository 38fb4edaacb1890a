import Foundation
import GRDB
import RippleStore

/// Shared statements on SQLite: GRDB binds the `?`s as written.
extension SQLiteStore: SharedStatementStore {
  public func run(_ statements: [SharedStatement]) async throws {
    try await write { db in
      for statement in statements { try db.run(statement) }
    }
  }

  public func all<Value: Sendable>(_ query: SharedQuery<Value>) async throws -> [Value] {
    try await read { db in try db.all(query) }
  }

  /// SQLite's one writer holds every row the query reads until the commit.
  public func write<Row: Sendable, Value: Sendable>(
    reading query: SharedQuery<Row>,
    _ decide: @escaping @Sendable ([Row]) throws -> SharedWrite<Value>
  ) async throws -> Value {
    try await write { db in
      let decided = try decide(try db.all(query))
      for statement in decided.statements { try db.run(statement) }
      return decided.value
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
  /// Runs the statement, compiled once per connection.
  func run(_ statement: SharedStatement) throws {
    try cachedStatement(sql: statement.sql).execute(arguments: statement.arguments)
  }

  func all<Value>(_ query: SharedQuery<Value>) throws -> [Value] {
    try Row.fetchAll(
      cachedStatement(sql: query.statement.sql), arguments: query.statement.arguments
    )
    .map { row in try query.decode(SQLiteSharedRow(row: row)) }
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
    case .real(let real): return real.databaseValue
    case .bool(let flag): return flag.databaseValue
    case .bytes(let bytes): return bytes.map { Data($0) }.databaseValue
    }
  }
}
