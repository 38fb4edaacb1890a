import GRDB
import RippleCore
import RippleStore

/// Reads and writes the `check_in_tombstones` table: when each cleared day was cleared, and the
/// note and mood it kept.
enum TombstoneColumns {
  /// The clear that stands for the day, if it was cleared.
  static func cleared(_ db: Database, user: UserID, habit: HabitID, day: Day) throws -> DayClear? {
    let sql = """
      SELECT updated_at, note, mood FROM check_in_tombstones
      WHERE user_id = ? AND habit_id = ? AND day = ?
      """
    let row = try Row.fetchOne(
      db.cachedStatement(sql: sql), arguments: [user.rawValue, habit.rawValue, day.daysSinceEpoch])
    return row.map { row in
      DayClear(
        updatedAt: row["updated_at"],
        kept: NoteAndMood(note: row["note"], mood: (row["mood"] as String?).flatMap(Mood.init)))
    }
  }

  /// Records (or moves forward) the clear of a day, with the note and mood it keeps.
  static func save(
    user: UserID, habit: HabitID, day: Day, updatedAt: Int64, kept: NoteAndMood, change: Int64,
    _ db: Database
  ) throws {
    let sql = """
      INSERT INTO check_in_tombstones (user_id, habit_id, day, updated_at, note, mood, change_seq)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, habit_id, day) DO UPDATE SET
      updated_at = max(updated_at, excluded.updated_at), note = excluded.note,
      mood = excluded.mood, change_seq = excluded.change_seq
      """
    try db.cachedStatement(sql: sql).execute(arguments: [
      user.rawValue, habit.rawValue, day.daysSinceEpoch, updatedAt, kept.note,
      kept.mood?.rawValue, change,
    ])
  }

  /// Forgets the clear of a day that a newer write filled again.
  static func remove(user: UserID, habit: HabitID, day: Day, _ db: Database) throws {
    let sql = "DELETE FROM check_in_tombstones WHERE user_id = ? AND habit_id = ? AND day = ?"
    try db.cachedStatement(sql: sql).execute(arguments: [
      user.rawValue, habit.rawValue, day.daysSinceEpoch,
    ])
  }
}
