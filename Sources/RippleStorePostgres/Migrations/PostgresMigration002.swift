import RippleStore

/// Tombstones (SQLite's v2): a cleared day keeps the `updatedAt` of its clear, so an older
/// write replayed later cannot bring it back.
enum PostgresMigration002 {
  static let statements = [
    """
    CREATE TABLE check_in_tombstones (
      user_id TEXT NOT NULL,
      habit_id TEXT NOT NULL,
      day BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      change_seq BIGINT NOT NULL,
      PRIMARY KEY (user_id, habit_id, day),
      FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
    )
    """
  ]
}
