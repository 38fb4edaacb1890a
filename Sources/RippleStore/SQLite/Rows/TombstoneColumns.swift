import GRDB
import RippleCore

/// Reads and writes the `check_in_tombstones` table: when each cleared day was cleared.
enum TombstoneColumns {
  /// The `updatedAt` of the clear that stands for the day, if it was cleared.
  static func clearedAt(_ db: Database, user: UserID, habit: HabitID, day: Day) throws -> Int64? {
    let sql = """
      SELECT updated_at FROM check_in_tombstones WHERE user_id = ? AND habit_id = ? AND day = ?
      """
    return try Int64.fetchOne(
      db.cachedStatement(sql: sql), arguments: [user.rawValue, habit.rawValue, day.daysSinceEpoch])
  }

  /// Records (or moves forward) the clear of a day.
  static func save(
    user: UserID, habit: HabitID, day: Day, updatedAt: Int64, change: Int64, _ db: Database
  ) throws {
    let sql = """
      INSERT INTO check_in_tombstones (user_id, habit_id, day, updated_at, change_seq)
      VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (user_id, habit_id, day) DO UPDATE SET
      updated_at = max(updated_at, excluded.updated_at), change_seq = excluded.change_seq
      """
    try db.cachedStatement(sql: sql).execute(arguments: [
      user.rawValue, habit.rawValue, day.daysSinceEpoch, updatedAt, change,
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
