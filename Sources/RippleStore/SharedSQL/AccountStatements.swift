import RippleCore

/// Accounts, sessions, tokens and invites: the same SQL on both databases, written once.
enum AccountStatements {
  /// The user's personal access tokens, oldest first.
  static func accessTokens(of user: UserID) -> SharedQuery<AccessToken> {
    SharedQuery(
      SharedStatement(
        """
        SELECT id, token_hash, user_id, name, created_at, last_used_at, revoked_at, scope,
          habit_ids
        FROM access_tokens WHERE user_id = ? ORDER BY created_at, id
        """, [.text(user.rawValue)])
    ) { row in
      AccessToken(
        id: try row.text(0, "id"), tokenHash: try row.text(1, "token_hash"),
        user: UserID(try row.text(2, "user_id")), name: try row.text(3, "name"),
        createdAt: try row.integer(4, "created_at"), lastUsedAt: try row.integer(5),
        revokedAt: try row.integer(6), scope: AccessTokenScope(stored: try row.text(7, "scope")),
        habits: AccessToken.habits(stored: try row.text(8)))
    }
  }

  static func insert(_ session: SessionRecord) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO sessions (id_hash, user_id, created_at, expires_at, last_seen_at)
      VALUES (?, ?, ?, ?, ?)
      """,
      [
        .text(session.idHash), .text(session.user.rawValue), .integer(session.createdAt),
        .integer(session.expiresAt), .integer(session.lastSeenAt),
      ])
  }

  static func insert(_ token: AccessToken) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO access_tokens (id, token_hash, user_id, name, created_at, scope, habit_ids)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(token.id), .text(token.tokenHash), .text(token.user.rawValue), .text(token.name),
        .integer(token.createdAt), .text(token.scope.rawValue),
        .text(AccessToken.storedHabits(token.habits)),
      ])
  }

  static func insert(_ token: RefreshToken) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO refresh_tokens (token_hash, family, user_id, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?)
      """,
      [
        .text(token.tokenHash), .text(token.family), .text(token.user.rawValue),
        .integer(token.createdAt), .integer(token.expiresAt),
      ])
  }

  static func invite(
    codeHash: String, by user: UserID?, now: Int64, expiresAt: Int64
  ) -> SharedStatement {
    SharedStatement(
      "INSERT INTO invites (code_hash, created_by, created_at, expires_at) VALUES (?, ?, ?, ?)",
      [.text(codeHash), .text(user?.rawValue), .integer(now), .integer(expiresAt)])
  }

  static func setAdmin(_ isAdmin: Bool, for user: UserID) -> SharedStatement {
    SharedStatement(
      "UPDATE accounts SET is_admin = ? WHERE user_id = ?", [.bool(isAdmin), .text(user.rawValue)])
  }
}
