import GRDB
import RippleCore
import RippleStore

/// Writes the `check_in_taps` table: the "+1" taps each day has counted.
enum TapColumns {
  /// Records `tap` for the day; false when it was counted before.
  static func claim(
    _ tap: String, user: UserID, habit: HabitID, day: Day, _ db: Database
  ) throws -> Bool {
    let sql = """
      INSERT INTO check_in_taps (user_id, habit_id, day, tap) VALUES (?, ?, ?, ?)
      ON CONFLICT DO NOTHING
      """
    try db.cachedStatement(sql: sql).execute(arguments: [
      user.rawValue, habit.rawValue, day.daysSinceEpoch, tap,
    ])
    return db.changesCount > 0
  }
}
