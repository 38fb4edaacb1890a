import GRDB

/// Transactions and savepoints whose control statements are compiled once per connection: the
/// check-in writer opens one transaction and a savepoint per write for every batch, and GRDB's
/// `inTransaction` and `inSavepoint` compile their BEGIN, SAVEPOINT, RELEASE and COMMIT anew each
/// time (four parses per toggle).
extension Database {
  /// Runs `body` in an immediate transaction, committed when it returns, rolled back when it
  /// throws (or when the commit fails).
  func inCachedTransaction(_ body: () throws -> Void) throws {
    try cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").execute()
    do {
      try body()
      try cachedStatement(sql: "COMMIT TRANSACTION").execute()
    } catch {
      if isInsideTransaction { try? cachedStatement(sql: "ROLLBACK TRANSACTION").execute() }
      throw error
    }
  }

  /// Runs `body` in a savepoint, released when it returns, rolled back (and released) when it
  /// throws, so a failed write leaves the transaction as it was before it.
  func inCachedSavepoint<Value>(_ body: () throws -> Value) throws -> Value {
    try cachedStatement(sql: "SAVEPOINT ripple_write").execute()
    do {
      let value = try body()
      try cachedStatement(sql: "RELEASE SAVEPOINT ripple_write").execute()
      return value
    } catch {
      if isInsideTransaction {
        try? cachedStatement(sql: "ROLLBACK TO SAVEPOINT ripple_write").execute()
        try? cachedStatement(sql: "RELEASE SAVEPOINT ripple_write").execute()
      }
      throw error
    }
  }
}
