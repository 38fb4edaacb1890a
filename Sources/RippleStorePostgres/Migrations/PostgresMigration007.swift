import RippleStore

/// Licences (SQLite's v7): the signed texts a user applied, kept as given.
enum PostgresMigration007 {
  static let statements = [
    """
    CREATE TABLE licences (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      text TEXT NOT NULL,
      added_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, text)
    )
    """
  ]
}
