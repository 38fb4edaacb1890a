import GRDB
import RippleCore
import RippleStore

/// Password attempts: counted and recorded in one write transaction (SQLite has one writer, so
/// two attempts cannot both see the last free place).
extension SQLiteStore {
  public func reserveAttempt(
    id: String, keys: [String], limit: Int, window: Int64, now: Int64
  ) async throws -> AttemptReservation {
    let keys = Array(Set(keys)).sorted()
    return try await write { db in
      try db.execute(
        sql: "DELETE FROM password_attempts WHERE at <= ?", arguments: [now - window])
      var until: Int64?
      for key in keys {
        let times = try Int64.fetchAll(
          db, sql: "SELECT at FROM password_attempts WHERE key = ? ORDER BY at",
          arguments: [key])
        if let time = AttemptReservation.refusedUntil(times, limit: limit, window: window) {
          until = max(until ?? time, time)
        }
      }
      if let until { return .refused(until: until) }
      for key in keys {
        try db.execute(
          sql: "INSERT INTO password_attempts (reservation, key, at) VALUES (?, ?, ?)",
          arguments: [id, key, now])
      }
      return .reserved
    }
  }

  public func inviteIsUsable(codeHash: String, now: Int64) async throws -> Bool {
    try await read { db in
      try Bool.fetchOne(
        db,
        sql: """
          SELECT EXISTS (SELECT 1 FROM invites
          WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?)
          """,
        arguments: [codeHash, now]) ?? false
    }
  }
}
