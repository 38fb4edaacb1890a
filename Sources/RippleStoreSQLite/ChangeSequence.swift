import GRDB
import RippleCore
import RippleStore

extension Database {
  /// Bumps the user's change sequence (creating the user on their first write) and returns it.
  func nextChange(for user: UserID) throws -> Int64 {
    let sql = """
      INSERT INTO users (id, change_seq) VALUES (?, 1)
      ON CONFLICT (id) DO UPDATE SET change_seq = change_seq + 1
      RETURNING change_seq
      """
    return try Int64.fetchOne(cachedStatement(sql: sql), arguments: [user.rawValue]) ?? 0
  }

  func changeSequence(for user: UserID) throws -> Int64 {
    try Int64.fetchOne(
      cachedStatement(sql: "SELECT change_seq FROM users WHERE id = ?"),
      arguments: [user.rawValue]) ?? 0
  }
}
