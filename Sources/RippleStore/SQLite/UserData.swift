import GRDB
import RippleCore

/// Writes that touch everything a user owns.
enum UserData {
  /// Deletes the user's goals and reflections, tombstones, check-ins, habits, categories and settings (the change sequence stays).
  static func remove(_ user: UserID, _ db: Database) throws {
    for table in [
      "goal_reflections", "goals", "check_in_tombstones", "check_ins", "habits", "categories",
      "settings",
    ] {
      try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ?", arguments: [user.rawValue])
    }
  }

  /// Inserts habits and check-ins that were validated as a whole.
  static func insert(
    habits: [Habit], checkIns: [CheckIn], user: UserID, change: Int64, _ db: Database
  ) throws {
    for habit in habits { try HabitColumns.save(habit, user: user, change: change, db) }
    for checkIn in checkIns { try CheckInColumns.save(checkIn, user: user, change: change, db) }
  }
}
