import GRDB
import RippleCore
import RippleStore

/// Reads the `goals` table on SQLite.
extension GoalColumns {
  /// The goal a row holds, its state decoded (a state that does not read is a storage failure).
  static func goal(_ row: Row) throws -> GoalRecord {
    GoalRecord(
      state: try CoachStateDTO.state(reading: row[4], goal: row[0]), revision: row[5],
      createdAt: row[6], updatedAt: row[7])
  }

  /// The user's goals, oldest first.
  static func all(_ db: Database, user: UserID) throws -> [GoalRecord] {
    try Row.fetchAll(
      db.cachedStatement(
        sql: "SELECT \(selection) FROM goals WHERE user_id = ? ORDER BY created_at, id"),
      arguments: [user.rawValue]
    ).map(goal)
  }

  /// The goal with this id, or nil.
  static func find(_ db: Database, user: UserID, id: String) throws -> GoalRecord? {
    try Row.fetchOne(
      db, sql: "SELECT \(selection) FROM goals WHERE user_id = ? AND id = ?",
      arguments: [user.rawValue, id]
    ).map(goal)
  }
}
