import RippleCore

/// What a backend offers so the reads and writes that are shared statements are written once, on
/// this protocol's extensions: running statements in one transaction, answering a query, and a
/// write that reads what it decides over in the same transaction.
public protocol SharedStatementStore: Sendable {
  /// Runs `statements` in order, in one transaction.
  func run(_ statements: [SharedStatement]) async throws

  /// The values of every row `query` answers, in its order.
  func all<Value: Sendable>(_ query: SharedQuery<Value>) async throws -> [Value]

  /// In one write transaction: the values of the rows `query` (a SELECT) answers, then the
  /// statements `decide` returns for them, in order; its value is the answer. PostgreSQL holds
  /// the rows read (`FOR UPDATE`) until the commit, as SQLite's one writer does, so two writes
  /// never decide over the same row at once. Nothing is stored when `decide` throws.
  func write<Row: Sendable, Value: Sendable>(
    reading query: SharedQuery<Row>,
    _ decide: @escaping @Sendable ([Row]) throws -> SharedWrite<Value>
  ) async throws -> Value

  /// The backend's statement that adds the user's row to `users` unless it is there (the row
  /// that holds their change sequence; each database starts it its own way).
  static func ensuringUser(_ user: UserID) -> SharedStatement
}
