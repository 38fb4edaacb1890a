import PostgresNIO
import RippleStore

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
    try await read { connection in try await connection.all(query) }
  }

  /// The rows read are locked (`FOR UPDATE`) until the commit: a second write reading them
  /// waits, and then reads what the first one stored.
  public func write<Row: Sendable, Value: Sendable>(
    reading query: SharedQuery<Row>,
    _ decide: @escaping @Sendable ([Row]) throws -> SharedWrite<Value>
  ) async throws -> Value {
    try await transaction { connection in
      let decided = try decide(try await connection.all(query, lockingRows: true))
      for statement in decided.statements { try await connection.run(statement) }
      return decided.value
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
    try await run(statement.query())
  }

  /// The values of the rows `query` answers; with `lockingRows`, those rows stay locked until
  /// the transaction ends.
  func all<Value>(
    _ query: SharedQuery<Value>, lockingRows: Bool = false
  ) async throws -> [Value] {
    try await rows(query.statement.query(suffix: lockingRows ? " FOR UPDATE" : "")).map { row in
      try query.decode(PostgresSharedRow(row: row))
    }
  }
}

extension SharedStatement {
  /// The statement as postgres-nio sends it (`suffix` after its SQL): the placeholders numbered,
  /// each value bound with its type.
  fileprivate func query(suffix: String = "") -> PostgresQuery {
    var bindings = PostgresBindings()
    for value in values {
      switch value {
      case .text(let text?): bindings.append(text)
      case .integer(let integer?): bindings.append(integer)
      case .real(let real?): bindings.append(real)
      case .bool(let flag?): bindings.append(flag)
      case .bytes(let bytes?): bindings.append(ByteBuffer(bytes: bytes))
      case .text(nil), .integer(nil), .real(nil), .bool(nil), .bytes(nil): bindings.appendNull()
      }
    }
    return PostgresQuery(unsafeSQL: numberedSQL + suffix, binds: bindings)
  }
}
