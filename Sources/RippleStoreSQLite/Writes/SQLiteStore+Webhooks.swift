import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  /// On the calling thread, as a sign-in is read: asked by every check-in write, it must cost
  /// no trip to the reader pool.
  public func hasEnabledWebhooks(for user: UserID) async throws -> Bool {
    try readNow { db in
      try Bool.fetchOne(
        db.cachedStatement(
          sql: "SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE user_id = ? AND enabled = 1)"),
        arguments: [user.rawValue]) ?? false
    }
  }
}
