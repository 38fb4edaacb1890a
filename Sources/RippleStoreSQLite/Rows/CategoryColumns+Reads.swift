import GRDB
import RippleCore
import RippleStore

/// Reads the `categories` table on SQLite.
extension CategoryColumns {
  static func all(_ db: Database, user: UserID) throws -> [Category] {
    let sql = "SELECT \(selection) FROM categories WHERE user_id = ? ORDER BY sort_order, id"
    return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: [user.rawValue]).map { row in
      Category(
        id: CategoryID(row[0]), name: row[1], color: row[2], icon: row[3], sortOrder: row[4])
    }
  }

}
