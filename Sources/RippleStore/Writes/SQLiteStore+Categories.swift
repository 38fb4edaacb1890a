import GRDB
import RippleCore

extension SQLiteStore {
  public func createCategory(
    _ category: Category, for user: UserID, today: Day
  ) async throws
    -> Category
  {
    try await write { db in
      let others = try CategoryColumns.all(db, user: user)
      if others.contains(where: { $0.id == category.id }) {
        throw StoreError.conflict("A category with id \(category.id) already exists")
      }
      var category = try CategoryRules.validated(category, among: others)
      category.sortOrder = (others.map(\.sortOrder).max() ?? -1) + 1
      let tier = try self.plans.tier(db, user)
      try StoreError.check(
        TierLimits.canAddCategory(count: others.count, tier: tier, today: today))
      try CategoryColumns.save(category, user: user, change: try db.nextChange(for: user), db)
      return category
    }
  }

  public func updateCategory(_ category: Category, for user: UserID) async throws -> Category {
    try await write { db in
      let others = try CategoryColumns.all(db, user: user)
      guard let stored = others.first(where: { $0.id == category.id }) else {
        throw StoreError.categoryNotFound(category.id)
      }
      let category = try CategoryRules.validated(category, among: others)
      guard category != stored else { return stored }
      try CategoryColumns.save(category, user: user, change: try db.nextChange(for: user), db)
      return category
    }
  }

  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await write { db in
      guard try CategoryColumns.all(db, user: user).contains(where: { $0.id == id }) else {
        throw StoreError.categoryNotFound(id)
      }
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
