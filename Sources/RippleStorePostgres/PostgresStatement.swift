import PostgresNIO
import RippleStore

/// A statement of the hot path, parsed and planned once per connection rather than per request
/// (on a toggle, planning its four statements took more of PostgreSQL's time than
/// running them). Its SQL names each parameter's type (`$1::text`), because the parameters'
/// types are fixed when the statement is prepared, whatever the first call binds.
protocol PostgresStatement: PostgresPreparedStatement where Row == PostgresRow {
  var bindings: PostgresBindings { get }
}

extension PostgresStatement {
  func makeBindings() -> PostgresBindings { bindings }
  func decodeRow(_ row: PostgresRow) -> PostgresRow { row }
}

extension PostgresConnection {
  /// Runs the prepared `statement` (preparing it first on this connection) and collects its
  /// rows, random access.
  func rows<Statement: PostgresStatement>(
    _ statement: Statement
  ) async throws -> [PostgresRandomAccessRow] {
    var rows: [PostgresRandomAccessRow] = []
    for try await row in try await execute(statement, logger: PostgresStore.logger) {
      rows.append(row.makeRandomAccess())
    }
    return rows
  }
}

extension PostgresBindings {
  /// Binds `values` as one array parameter whose elements may be NULL (PostgresNIO's arrays
  /// take no optionals): the array's binary form, each element in its own binary form.
  mutating func appendArray<Value: PostgresNonThrowingEncodable>(
    _ values: [Value?], of arrayType: PostgresDataType
  ) {
    var buffer = ByteBuffer()
    buffer.writeInteger(Int32(1))  // dimensions
    buffer.writeInteger(Int32(1))  // may hold NULLs
    buffer.writeInteger(Value.psqlType.rawValue)
    buffer.writeInteger(Int32(values.count))
    buffer.writeInteger(Int32(1))  // lower bound
    for value in values {
      guard let value else {
        buffer.writeInteger(Int32(-1))
        continue
      }
      let lengthAt = buffer.writerIndex
      buffer.writeInteger(Int32(0))
      value.encode(into: &buffer, context: .default)
      buffer.setInteger(Int32(buffer.writerIndex - lengthAt - 4), at: lengthAt)
    }
    append(
      PostgresData(
        type: arrayType, formatCode: .binary, value: buffer))
  }
}
