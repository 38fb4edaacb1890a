import GRDB
import RippleStore

/// A cleared day keeps its note and mood on its tombstone, for the day's next state
/// (`NoteAndMood`); and the moments already celebrated (a perfect day, a habit's milestone on a
/// day) are remembered, so un-ticking and ticking again celebrates nothing twice.
enum Migration012 {
  static func migrate(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE check_in_tombstones ADD COLUMN note TEXT")
    try db.execute(sql: "ALTER TABLE check_in_tombstones ADD COLUMN mood TEXT")
    try db.execute(
      sql: """
        CREATE TABLE celebrated_moments (
          user_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          kind TEXT NOT NULL,
          habit_id TEXT NOT NULL,
          PRIMARY KEY (user_id, day, kind, habit_id)
        ) WITHOUT ROWID;
        """)
  }
}
