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
}

extension PostgresConnection {
  func run(_ statement: SharedStatement) async throws {
    var bindings = PostgresBindings()
    for value in statement.values {
      switch value {
      case .text(let text?): bindings.append(text)
      case .integer(let integer?): bindings.append(integer)
      case .text(nil), .integer(nil): bindings.appendNull()
      }
    }
    try await run(PostgresQuery(unsafeSQL: statement.numberedSQL, binds: bindings))
  }
}
