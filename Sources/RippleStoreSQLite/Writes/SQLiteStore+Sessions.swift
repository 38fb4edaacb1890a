import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  /// The live session, with its user's sequence and settings: one lookup on the calling thread,
  /// as a signed-in request makes it before anything else.
  public func sessionWithState(
    idHash: String, now: Int64
  ) async throws -> (session: SessionRecord, state: UserState?)? {
    try readNow { db -> (session: SessionRecord, state: UserState?)? in
      guard
        let row = try Row.fetchOne(
          db.cachedStatement(
            sql: """
              SELECT id_hash, user_id, created_at, expires_at, last_seen_at FROM sessions
              WHERE id_hash = ? AND expires_at > ?
              """), arguments: [idHash, now])
      else { return nil }
      let session = SessionRecord(
        idHash: row["id_hash"], user: UserID(row["user_id"]), createdAt: row["created_at"],
        expiresAt: row["expires_at"], lastSeenAt: row["last_seen_at"])
      return (session, try userState(db, user: session.user))
    }
  }

}
