import GRDB
import RippleStore

/// Category icons: a person picks
/// an icon as well as a colour for a category. Older categories have none, so the column is
/// nullable.
enum Migration005 {
  static func migrate(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE categories ADD COLUMN icon TEXT")
  }
}
