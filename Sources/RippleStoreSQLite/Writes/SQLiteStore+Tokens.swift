import Foundation
import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  /// A lookup on the calling thread on almost every request, so requests signed with a token
  /// never queue behind the single writer nor wait for a reader, with the token user's sequence
  /// and settings read in the same lookup; the use is recorded at most once a minute, in a write
  /// of its own (a token revoked meanwhile is refused by the next request either way).
  public func useAccessTokenWithState(
    hash: String, now: Int64
  ) async throws -> (token: AccessToken, state: UserState?)? {
    let found = try readNow { db -> (AccessToken, UserState)? in
      guard
        let token = try Row.fetchOne(
          db.cachedStatement(
            sql: """
              SELECT \(Self.accessTokenColumns) FROM access_tokens
              WHERE token_hash = ? AND revoked_at IS NULL
              """),
          arguments: [hash]
        ).map(Self.accessToken)
      else { return nil }
      return (token, try userState(db, user: token.user))
    }
    guard let (used, state) = found else { return nil }
    var token = used
    if TokenWritePlan.recordsUse(lastUsedAt: token.lastUsedAt, now: now) {
      let id = token.id
      try await write { db in
        try db.execute(
          sql: """
            UPDATE access_tokens SET last_used_at = ?
            WHERE id = ? AND coalesce(last_used_at, 0) < ?
            """, arguments: [now, id, now - TokenWritePlan.useRecordInterval])
      }
      token.lastUsedAt = now
    }
    // Recording the use changes none of the user's data: the state read with the token holds.
    return (token, state)
  }

  public func revokeAccessToken(id: String, for user: UserID, now: Int64) async throws -> Bool {
    try await write { db in
      try db.execute(
        sql: """
          UPDATE access_tokens SET revoked_at = ?
          WHERE id = ? AND user_id = ? AND revoked_at IS NULL
          """,
        arguments: [now, id, user.rawValue])
      return db.changesCount == 1
    }
  }

  /// The columns `accessToken(_:)` reads, by position: read on almost every request, where
  /// looking each column up by name costs more than the lookup itself.
  static let accessTokenColumns =
    "id, token_hash, user_id, name, created_at, last_used_at, revoked_at, scope, habit_ids"

  static func accessToken(_ row: Row) -> AccessToken {
    AccessToken(
      id: row[0], tokenHash: row[1], user: UserID(row[2]), name: row[3], createdAt: row[4],
      lastUsedAt: row[5], revokedAt: row[6], scope: AccessTokenScope(stored: row[7]),
      habits: AccessToken.habits(stored: row[8]))
  }

  public func signingKeys() async throws -> [SigningKey] {
    try await read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, secret, created_at FROM signing_keys WHERE retired_at IS NULL
          ORDER BY created_at DESC, id
          """
      ).map { row in
        SigningKey(
          id: row["id"], secret: [UInt8]((row["secret"] as Data?) ?? Data()),
          createdAt: row["created_at"])
      }
    }
  }

  public func rotateSigningKey(to key: SigningKey) async throws {
    try await write { db in
      try db.execute(
        sql: "UPDATE signing_keys SET retired_at = ? WHERE retired_at IS NULL",
        arguments: [key.createdAt])
      try db.execute(
        sql: "INSERT INTO signing_keys (id, secret, created_at) VALUES (?, ?, ?)",
        arguments: [key.id, Data(key.secret), key.createdAt])
    }
  }

}
