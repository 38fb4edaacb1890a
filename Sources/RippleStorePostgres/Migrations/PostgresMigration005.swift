import RippleStore

/// Category icons (SQLite's v5); older categories have none.
enum PostgresMigration005 {
  static let statements = ["ALTER TABLE categories ADD COLUMN icon TEXT"]
}
