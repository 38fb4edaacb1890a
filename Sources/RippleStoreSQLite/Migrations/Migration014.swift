import GRDB
import RippleStore

/// The icons users upload for their habits: each the PNG Ripple made of the upload (base64),
/// named by its digest, kept per user (`IconStatements`).
enum Migration014 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE habit_icons (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          digest TEXT NOT NULL,
          png TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, digest)
        ) WITHOUT ROWID;
        """)
  }
}
