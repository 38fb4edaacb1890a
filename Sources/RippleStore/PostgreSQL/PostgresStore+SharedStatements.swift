import PostgresNIO

/// Shared statements on PostgreSQL: the `?`s numbered, each value bound with its type.
extension PostgresStore: SharedStatementStore {
  public func run(_ statements: [SharedStatement]) async throws {
    if statements.count == 1 {  // atomic by itself: no BEGIN and COMMIT round trips
      return try await single { connection in try await connection.run(statements[0]) }
    }
    try await transaction { connection in
      for statement in statements { try await connection.run(statement) }
    }
  }

  public func all<Value: Sendable>(_ query: SharedQuery<Value>) async throws -> [Value] {
    try await read { connection in
      try await connection.rows(query.statement.query).map { row in
        try query.decode(PostgresSharedRow(row: row))
      }
    }
  }
}

/// A PostgreSQL row read by column position.
private struct PostgresSharedRow: SharedRow {
  let row: PostgresRandomAccessRow
  func text(_ column: Int) throws -> String? { try row[column].decode(String?.self) }
  func integer(_ column: Int) throws -> Int64? { try row[column].decode(Int64?.self) }
}

extension PostgresConnection {
  func run(_ statement: SharedStatement) async throws {
    try await run(statement.query)
  }
}

extension SharedStatement {
  /// The statement as postgres-nio sends it: the placeholders numbered, each value bound with
  /// its type.
  fileprivate var query: PostgresQuery {
    var bindings = PostgresBindings()
    for value in values {
      switch value {
      case .text(let text?): bindings.append(text)
      case .integer(let integer?): bindings.append(integer)
      case .text(nil), .integer(nil): bindings.appendNull()
      }
    }
    return PostgresQuery(unsafeSQL: numberedSQL, binds: bindings)
  }
}
