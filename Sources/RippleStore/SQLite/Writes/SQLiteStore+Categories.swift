import GRDB
import RippleCore

extension SQLiteStore {
  public func createCategory(
    _ category: Category, for user: UserID, today: Day
  ) async throws -> Category {
    try await write { db in
      let category = try CategoryWritePlan.insert(
        category, existing: try CategoryColumns.all(db, user: user),
        tier: try self.plans.tier(db, user), today: today)
      try CategoryColumns.save(category, user: user, change: try db.nextChange(for: user), db)
      return category
    }
  }

  public func updateCategory(_ category: Category, for user: UserID) async throws -> Category {
    try await write { db in
      let planned = try CategoryWritePlan.update(
        category, existing: try CategoryColumns.all(db, user: user))
      if case .write(let category) = planned {
        try CategoryColumns.save(category, user: user, change: try db.nextChange(for: user), db)
      }
      return planned.value
    }
  }

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
