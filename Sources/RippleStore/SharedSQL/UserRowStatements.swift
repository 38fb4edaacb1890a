import RippleCore

/// Row writes of `UserRows` that are the same SQL on both databases.
enum UserRowStatements {
  /// Moves a habit to `sortOrder` under `change`.
  static func sortOrder(
    _ habit: HabitID, _ sortOrder: Int, user: UserID, change: Int64
  ) -> SharedStatement {
    SharedStatement(
      "UPDATE habits SET sort_order = ?, change_seq = ? WHERE user_id = ? AND id = ?",
      [.integer(Int64(sortOrder)), .integer(change), .text(user.rawValue), .text(habit.rawValue)])
  }

  /// Deletes a category: its habits become uncategorised under `change`; no tombstone, so a
  /// reset is marked.
  static func removeCategory(
    _ category: CategoryID, user: UserID, change: Int64
  ) -> [SharedStatement] {
    [
      SharedStatement(
        "UPDATE habits SET category_id = NULL, change_seq = ? WHERE user_id = ? AND category_id = ?",
        [.integer(change), .text(user.rawValue), .text(category.rawValue)]),
      SharedStatement(
        "DELETE FROM categories WHERE user_id = ? AND id = ?",
        [.text(user.rawValue), .text(category.rawValue)]),
      ChangeStatements.markReset(user),
    ]
  }
}
