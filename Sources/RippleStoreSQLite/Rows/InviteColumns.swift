import GRDB
import RippleCore
import RippleStore

/// The `invites` table: codes stored as digests, each good for one account.
enum InviteColumns {
  /// Uses up the invite, or throws `.invalid(field: "inviteCode")`.
  static func use(_ codeHash: String, by user: UserID, now: Int64, _ db: Database) throws {
    try db.execute(
      sql: """
        UPDATE invites SET used_by = ?, used_at = ?
        WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
        """,
      arguments: [user.rawValue, now, codeHash, now])
    try AccountWritePlan.requireInviteUsed(changedRows: db.changesCount)
  }
}
