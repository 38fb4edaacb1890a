/// Sign-in sessions, kept alive and ended: the same SQL on both databases.
enum SessionStatements {
  static func touch(idHash: String, lastSeenAt: Int64, expiresAt: Int64) -> SharedStatement {
    SharedStatement(
      "UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?",
      [.integer(lastSeenAt), .integer(expiresAt), .text(idHash)])
  }

  static func delete(idHash: String) -> SharedStatement {
    SharedStatement("DELETE FROM sessions WHERE id_hash = ?", [.text(idHash)])
  }
}
