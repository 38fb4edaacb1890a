import GRDB
import RippleStore

/// Licences: the signed texts a user applied, kept as given so "Restore Purchase" can
/// verify them again. The plan they give is cached in `settings.tier`. (Migration 6 belongs to
/// another branch; migrations are identified by name, so the gap is harmless.)
enum Migration007 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE licences (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          text TEXT NOT NULL,
          added_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, text)
        ) WITHOUT ROWID
        """)
  }
}
