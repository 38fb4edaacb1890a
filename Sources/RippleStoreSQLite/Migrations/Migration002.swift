import GRDB
import RippleStore

/// Tombstones: a cleared check-in leaves its (habit, day) and the `updatedAt` of the clear, so
/// an older write replayed later (an offline client's queued PUT) cannot bring the day back, and
/// "changes since N" can report deletions. They go with their habit.
enum Migration002 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE check_in_tombstones (
          user_id TEXT NOT NULL,
          habit_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          change_seq INTEGER NOT NULL,
          PRIMARY KEY (user_id, habit_id, day),
          FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        """)
  }
}
