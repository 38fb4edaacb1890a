import RippleCore

/// The `private_items` table, a user's sealed items, read and written alike by both databases.
enum PrivateItemStatements {
  /// The user's items saved after `since` (every one when nil), oldest first.
  static func items(of user: UserID, since: Int64?) -> SharedQuery<PrivateItemRecord> {
    SharedQuery(
      SharedStatement(
        """
        SELECT kind, item_id, sealed, updated_at FROM private_items
        WHERE user_id = ? AND updated_at > ? ORDER BY updated_at, kind, item_id
        """, [.text(user.rawValue), .integer(since ?? -1)])
    ) { row in
      PrivateItemRecord(
        kind: try row.text(0, "kind"), id: try row.text(1, "item_id"),
        sealed: try row.text(2, "sealed"), updatedAt: try row.integer(3, "updated_at"))
    }
  }

  /// How many items the user keeps, and what their sealed texts weigh (base64 is ASCII: a
  /// character a byte on both databases).
  static func totals(of user: UserID) -> SharedQuery<PrivateItemTotals> {
    SharedQuery(
      SharedStatement(
        """
        SELECT count(*), coalesce(sum(length(sealed)), 0) FROM private_items WHERE user_id = ?
        """, [.text(user.rawValue)])
    ) { row in
      PrivateItemTotals(
        count: Int(try row.integer(0, "count")), bytes: Int(try row.integer(1, "bytes")))
    }
  }

  /// Saves the item, or replaces the one of its kind and id.
  static func save(_ item: PrivateItemRecord, of user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO private_items (user_id, kind, item_id, sealed, updated_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (user_id, kind, item_id) DO UPDATE SET
      sealed = excluded.sealed, updated_at = excluded.updated_at
      """,
      [
        .text(user.rawValue), .text(item.kind), .text(item.id), .text(item.sealed),
        .integer(item.updatedAt),
      ])
  }

  static func remove(kind: String, id: String, of user: UserID) -> SharedStatement {
    SharedStatement(
      "DELETE FROM private_items WHERE user_id = ? AND kind = ? AND item_id = ?",
      [.text(user.rawValue), .text(kind), .text(id)])
  }

  /// A deleted habit's items: its own and its days' ("habit id/…", compared as a prefix, so no
  /// character of an id is read as a pattern; both databases count it in code points).
  static func removeHabit(_ habit: HabitID, of user: UserID) -> SharedStatement {
    let prefix = habit.rawValue + "/"
    return SharedStatement(
      """
      DELETE FROM private_items WHERE user_id = ?
      AND ((kind = 'habit' AND item_id = ?)
      OR (kind = 'day' AND substr(item_id, 1, CAST(? AS INTEGER)) = ?))
      """,
      [
        .text(user.rawValue), .text(habit.rawValue), .integer(Int64(prefix.unicodeScalars.count)),
        .text(prefix),
      ])
  }
}
