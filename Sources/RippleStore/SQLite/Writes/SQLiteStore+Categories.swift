import GRDB
import RippleCore

extension SQLiteStore {
  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await write { db in
      try CategoryWritePlan.delete(id, existing: try CategoryColumns.all(db, user: user))
      let change = try db.nextChange(for: user)
      try db.execute(
        sql: """
          UPDATE habits SET category_id = NULL, change_seq = ? WHERE user_id = ? AND category_id = ?
          """, arguments: [change, user.rawValue, id.rawValue])
      try db.execute(
        sql: "DELETE FROM categories WHERE user_id = ? AND id = ?",
        arguments: [user.rawValue, id.rawValue])
      try db.markReset(for: user)
    }
  }
}
