import RippleCore

/// What a backend offers so a user-data read or write is written once, here, for both databases:
/// a read of the rows asked for, and one write transaction that reads the rows a write wants, lets its plans decide, and stores the rows
/// they return. The named writes of `RippleRepository` built on it are in the extensions beside
/// this file; a backend holds only the SQL behind `readRows` and `writeRows`.
public protocol UserRowStore: Sendable {
  /// Whether plans limit writes (`ripple serve --plans off` unlocks everything).
  var plans: TierPolicy { get }

  /// The rows `wanted` names, read in one snapshot where the backend can.
  func readRows(for user: UserID, reading wanted: UserRows.Wanted) async throws -> UserRows

  /// In one write transaction for `user`: reads the rows `wanted` names, calls `plan` with them,
  /// and stores the rows it returns, in order, under one new change of the user's sequence. Nothing
  /// is stored, and the sequence stays, when `plan` throws or returns no rows.
  func writeRows<Value: Sendable>(
    for user: UserID, reading wanted: UserRows.Wanted,
    _ plan: @escaping @Sendable (UserRows) throws -> UserRowPlan<Value>
  ) async throws -> Value
}

extension UserRows {
  /// The plan that limits the user's writes: their stored one, unless plans are off.
  package func tier(_ plans: TierPolicy) throws(StoreError) -> Tier {
    plans.applied(to: try settings().tier)
  }
}
