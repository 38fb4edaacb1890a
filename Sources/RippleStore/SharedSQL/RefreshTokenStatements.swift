import RippleCore

/// A refresh token as stored: what deciding its use needs.
struct StoredRefreshToken: Sendable, Equatable {
  var family: String
  var user: UserID
  var expiresAt: Int64
  var usedAt: Int64?
  var revokedAt: Int64?
}

/// Refresh tokens, read, used up and revoked: the same SQL on both databases.
enum RefreshTokenStatements {
  /// The token with digest `hash`, if one is stored.
  static func stored(hash: String) -> SharedQuery<StoredRefreshToken> {
    SharedQuery(
      SharedStatement(
        """
        SELECT family, user_id, expires_at, used_at, revoked_at FROM refresh_tokens
        WHERE token_hash = ?
        """, [.text(hash)])
    ) { row in
      StoredRefreshToken(
        family: try row.text(0, "family"), user: UserID(try row.text(1, "user_id")),
        expiresAt: try row.integer(2, "expires_at"), usedAt: try row.integer(3),
        revokedAt: try row.integer(4))
    }
  }

  static func markUsed(hash: String, now: Int64) -> SharedStatement {
    SharedStatement(
      "UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?", [.integer(now), .text(hash)])
  }

  /// Revokes every token of the family that is not revoked yet.
  static func revoke(family: String, now: Int64) -> SharedStatement {
    SharedStatement(
      "UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL",
      [.integer(now), .text(family)])
  }

  /// Revokes every token of the user that is not revoked yet.
  static func revoke(user: UserID, now: Int64) -> SharedStatement {
    SharedStatement(
      "UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
      [.integer(now), .text(user.rawValue)])
  }
}
