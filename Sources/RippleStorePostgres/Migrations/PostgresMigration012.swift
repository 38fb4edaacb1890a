import RippleStore

/// A cleared day's note and mood on its tombstone, and the moments already celebrated (SQLite's
/// v12).
enum PostgresMigration012 {
  static let statements = [
    "ALTER TABLE check_in_tombstones ADD COLUMN note TEXT",
    "ALTER TABLE check_in_tombstones ADD COLUMN mood TEXT",
    """
    CREATE TABLE celebrated_moments (
      user_id TEXT NOT NULL,
      day BIGINT NOT NULL,
      kind TEXT NOT NULL,
      habit_id TEXT NOT NULL,
      PRIMARY KEY (user_id, day, kind, habit_id)
    )
    """,
  ]
}
