import RippleStore

/// The icons users upload for their habits (SQLite's v14).
enum PostgresMigration014 {
  static let statements = [
    """
    CREATE TABLE habit_icons (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      digest TEXT NOT NULL,
      png TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, digest)
    )
    """
  ]
}
