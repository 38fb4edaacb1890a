import PostgresNIO
import RippleCore
import RippleStore

/// Password attempts, shared by every server instance on the database: a reservation holds the
/// advisory locks of its keys (taken in one order) while it counts and records, so two
/// instances cannot both take a key's last attempt.
extension PostgresStore {
  public func reserveAttempt(
    id: String, keys: [String], limit: Int, window: Int64, now: Int64
  ) async throws -> AttemptReservation {
    let keys = Array(Set(keys)).sorted()
    let cutoff = now - window
    return try await transaction { connection in
      try await connection.run(
        """
        SELECT pg_advisory_xact_lock(2, lock) FROM (
        SELECT DISTINCT hashtext(key) AS lock FROM unnest(\(keys)::text[]) AS key ORDER BY lock
        ) AS locks
        """)
      try await connection.run(
        "DELETE FROM password_attempts WHERE key = ANY(\(keys)::text[]) AND at <= \(cutoff)")
      // Other keys' old rows, a few at a time, skipping rows another reservation holds.
      try await connection.run(
        """
        DELETE FROM password_attempts WHERE ctid IN (
        SELECT ctid FROM password_attempts WHERE at <= \(cutoff) LIMIT 100 FOR UPDATE SKIP LOCKED)
        """)
      var times: [String: [Int64]] = [:]
      for row in try await connection.rows(
        """
        SELECT key, at FROM password_attempts WHERE key = ANY(\(keys)::text[]) ORDER BY key, at
        """)
      {
        times[try row[0].decode(String.self), default: []].append(try row[1].decode(Int64.self))
      }
      let until = times.values.compactMap {
        AttemptReservation.refusedUntil($0, limit: limit, window: window)
      }.max()
      if let until { return .refused(until: until) }
      try await connection.run(
        """
        INSERT INTO password_attempts (reservation, key, at)
        SELECT \(id), key, \(now) FROM unnest(\(keys)::text[]) AS key
        """)
      return .reserved
    }
  }

  public func inviteIsUsable(codeHash: String, now: Int64) async throws -> Bool {
    try await read { connection in
      !(try await connection.rows(
        """
        SELECT 1 FROM invites WHERE code_hash = \(codeHash) AND used_at IS NULL
        AND expires_at > \(now)
        """
      ).isEmpty)
    }
  }
}
