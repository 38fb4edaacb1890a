import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  // MARK: Sessions

  /// The session and its user's state, in one round trip.
  public func sessionWithState(
    idHash: String, now: Int64
  ) async throws -> (session: SessionRecord, state: UserState?)? {
    try await read { connection in
      guard
        let row = try await connection.rows(SessionSignIn(idHash: idHash, now: now)).first
      else { return nil }
      let session = SessionRecord(
        idHash: try row[0].decode(String.self), user: UserID(try row[1].decode(String.self)),
        createdAt: try row[2].decode(Int64.self), expiresAt: try row[3].decode(Int64.self),
        lastSeenAt: try row[4].decode(Int64.self))
      return (session, try self.userState(row, at: 5))
    }
  }

  // MARK: Personal access tokens

  static let accessTokenColumns =
    "id, token_hash, user_id, name, created_at, last_used_at, revoked_at, scope, habit_ids"

  static func accessToken(_ row: PostgresRandomAccessRow) throws -> AccessToken {
    AccessToken(
      id: try row[0].decode(String.self), tokenHash: try row[1].decode(String.self),
      user: UserID(try row[2].decode(String.self)), name: try row[3].decode(String.self),
      createdAt: try row[4].decode(Int64.self), lastUsedAt: try row[5].decode(Int64?.self),
      revokedAt: try row[6].decode(Int64?.self),
      scope: AccessTokenScope(stored: try row[7].decode(String.self)),
      habits: AccessToken.habits(stored: try row[8].decode(String?.self)))
  }

  /// One round trip on almost every request, the user's state with it: the read stands alone (a
  /// token revoked in the same instant is refused by the next request either way), and the use
  /// is recorded at most once a minute, in a statement atomic by itself.
  public func useAccessTokenWithState(
    hash: String, now: Int64
  ) async throws -> (token: AccessToken, state: UserState?)? {
    try await read { connection in
      guard
        let row = try await connection.rows(AccessTokenSignIn(hash: hash)).first
      else { return nil }
      var token = try Self.accessToken(row)
      if TokenWritePlan.recordsUse(lastUsedAt: token.lastUsedAt, now: now) {
        try await connection.run(
          "UPDATE access_tokens SET last_used_at = \(now) WHERE id = \(token.id)")
        token.lastUsedAt = now
      }
      return (token, try self.userState(row, at: 9))
    }
  }

  public func revokeAccessToken(id: String, for user: UserID, now: Int64) async throws -> Bool {
    try await single { connection in
      try await connection.rows(
        """
        UPDATE access_tokens SET revoked_at = \(now)
        WHERE id = \(id) AND user_id = \(user.rawValue) AND revoked_at IS NULL RETURNING 1
        """
      ).count == 1
    }
  }

  // MARK: Signing keys

  public func signingKeys() async throws -> [SigningKey] {
    try await read { connection in
      try await connection.rows(
        """
        SELECT id, secret, created_at FROM signing_keys WHERE retired_at IS NULL
        ORDER BY created_at DESC, id
        """
      ).map { row in
        SigningKey(
          id: try row[0].decode(String.self),
          secret: Array(try row[1].decode(ByteBuffer.self).readableBytesView),
          createdAt: try row[2].decode(Int64.self))
      }
    }
  }

  public func rotateSigningKey(to key: SigningKey) async throws {
    try await transaction { connection in
      try await connection.run("SELECT pg_advisory_xact_lock(0, 2)")
      try await connection.run(
        "UPDATE signing_keys SET retired_at = \(key.createdAt) WHERE retired_at IS NULL")
      try await connection.run(
        """
        INSERT INTO signing_keys (id, secret, created_at)
        VALUES (\(key.id), \(ByteBuffer(bytes: key.secret)), \(key.createdAt))
        """)
    }
  }
}

/// A live session by its id's hash ($1) at $2, with its user's state: read on every request
/// signed in with a cookie.
private struct SessionSignIn: PostgresStatement {
  static let name = "ripple_session_sign_in"
  static let sql = """
    SELECT x.id_hash, x.user_id, x.created_at, x.expires_at, x.last_seen_at,
    \(PostgresStore.userStateColumns) FROM sessions x \(PostgresStore.userStateJoins)
    WHERE x.id_hash = $1::text AND x.expires_at > $2::bigint
    """
  var bindings = PostgresBindings(capacity: 2)

  init(idHash: String, now: Int64) {
    bindings.append(idHash)
    bindings.append(now)
  }
}

/// A token that is not revoked by its hash ($1), with its user's state: read on every request
/// signed in with a token.
private struct AccessTokenSignIn: PostgresStatement {
  static let name = "ripple_access_token_sign_in"
  static let sql = """
    SELECT x.id, x.token_hash, x.user_id, x.name, x.created_at, x.last_used_at,
    x.revoked_at, x.scope, x.habit_ids, \(PostgresStore.userStateColumns) FROM access_tokens x
    \(PostgresStore.userStateJoins) WHERE x.token_hash = $1::text AND x.revoked_at IS NULL
    """
  var bindings = PostgresBindings(capacity: 1)

  init(hash: String) {
    bindings.append(hash)
  }
}
