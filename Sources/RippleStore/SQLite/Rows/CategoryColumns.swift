import GRDB
import RippleCore

/// Reads and writes the `categories` table.
enum CategoryColumns {
  static func all(_ db: Database, user: UserID) throws -> [Category] {
    let sql = """
      SELECT id, name, color, icon, sort_order FROM categories WHERE user_id = ?
      ORDER BY sort_order, id
      """
    return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: [user.rawValue]).map { row in
      Category(
        id: CategoryID(row[0]), name: row[1], color: row[2], icon: row[3], sortOrder: row[4])
    }
  }

  static func save(_ category: Category, user: UserID, change: Int64, _ db: Database) throws {
    let sql = """
      INSERT INTO categories (user_id, id, name, color, icon, sort_order, change_seq)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, id) DO UPDATE SET name = excluded.name, color = excluded.color,
      icon = excluded.icon, sort_order = excluded.sort_order, change_seq = excluded.change_seq
      """
    try db.cachedStatement(sql: sql).execute(arguments: [
      user.rawValue, category.id.rawValue, category.name, category.color, category.icon,
      category.sortOrder,
      change,
    ])
  }
}
