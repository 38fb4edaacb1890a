import GRDB
import RippleStore

/// The "+1" taps a day has counted, each named by the device that made it (`check_in_taps`): a
/// tap queued offline and sent again after a lost answer is counted once, so taps made on two
/// offline devices add up exactly. The rows go with their habit.
enum Migration019 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE check_in_taps (
          user_id TEXT NOT NULL,
          habit_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          tap TEXT NOT NULL,
          PRIMARY KEY (user_id, habit_id, day, tap),
          FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        """)
  }
}
