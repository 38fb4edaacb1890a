import RippleStore

/// Password attempts (SQLite's v10): one row per key of a reservation, at the time it was made,
/// shared by every server instance on the database.
enum PostgresMigration010 {
  static let statements = [
    """
    CREATE TABLE password_attempts (
      reservation TEXT NOT NULL,
      key TEXT NOT NULL,
      at BIGINT NOT NULL,
      PRIMARY KEY (reservation, key)
    )
    """,
    "CREATE INDEX password_attempts_by_key ON password_attempts (key, at)",
    "CREATE INDEX password_attempts_by_time ON password_attempts (at)",
  ]
}
