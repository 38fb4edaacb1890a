import RippleStore

/// The "+1" taps a day has counted, each named by its device, so a tap sent twice counts once
/// (SQLite's v19).
enum PostgresMigration018 {
  static let statements = [
    """
    CREATE TABLE check_in_taps (
      user_id TEXT NOT NULL,
      habit_id TEXT NOT NULL,
      day BIGINT NOT NULL,
      tap TEXT NOT NULL,
      PRIMARY KEY (user_id, habit_id, day, tap),
      FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
    )
    """
  ]
}
