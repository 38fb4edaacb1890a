import RippleCore

/// The `categories` table's columns, and a category's upsert: the same SQL on both databases.
package enum CategoryColumns {
  /// The columns each backend reads, in order.
  package static let selection = "id, name, color, icon, sort_order"

  /// Inserts the category, or replaces the stored one with the same id, under `change`.
  package static func upsert(_ category: Category, user: UserID, change: Int64) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO categories (user_id, \(selection), change_seq) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, id) DO UPDATE SET name = excluded.name, color = excluded.color,
      icon = excluded.icon, sort_order = excluded.sort_order, change_seq = excluded.change_seq
      """,
      [
        .text(user.rawValue), .text(category.id.rawValue), .text(category.name),
        .text(category.color), .text(category.icon), .integer(Int64(category.sortOrder)),
        .integer(change),
      ])
  }
}
