import GRDB
import RippleCore

/// Reads and writes the `goals` table.
enum GoalColumns {
  static let selection =
    "id, habit_id, title, status, state, revision, created_at, updated_at"

  /// The goal a row holds, its state decoded (a state that does not read is a storage failure).
  static func goal(_ row: Row) throws -> GoalRecord {
    GoalRecord(
      state: try CoachStateDTO.state(reading: row[4], goal: row[0]), revision: row[5],
      createdAt: row[6], updatedAt: row[7])
  }

  /// Inserts the goal, or replaces the stored one with the same id.
  static func save(_ goal: GoalRecord, user: UserID, change: Int64, _ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO goals (user_id, \(selection), change_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (user_id, id) DO UPDATE SET habit_id = excluded.habit_id,
        title = excluded.title, status = excluded.status, state = excluded.state,
        revision = excluded.revision, updated_at = excluded.updated_at,
        change_seq = excluded.change_seq
        """,
      arguments: [
        user.rawValue, goal.id.rawValue, goal.habitID.rawValue, goal.title,
        GoalStatusCode.name(goal.status), CoachStateDTO.text(goal.state), goal.revision,
        goal.createdAt, goal.updatedAt, change,
      ])
  }

  /// The user's goals, oldest first.
  static func all(_ db: Database, user: UserID) throws -> [GoalRecord] {
    try Row.fetchAll(
      db, sql: "SELECT \(selection) FROM goals WHERE user_id = ? ORDER BY created_at, id",
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
