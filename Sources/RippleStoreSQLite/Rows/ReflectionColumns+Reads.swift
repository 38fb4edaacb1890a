import GRDB
import RippleCore
import RippleStore

/// Reads the `goal_reflections` table on SQLite.
extension ReflectionColumns {
  static func reflection(_ row: Row) -> GoalReflection {
    GoalReflection(
      id: row[0], goalID: row[1], stage: row[2], day: Day(daysSinceEpoch: row[3]),
      worked: row[4], hard: row[5], createdAt: row[6])
  }

  /// The reflections of one goal (all the user's when nil), oldest first.
  static func all(_ db: Database, user: UserID, goal: String?) throws -> [GoalReflection] {
    var sql = "SELECT \(selection) FROM goal_reflections WHERE user_id = ?"
    var arguments: StatementArguments = [user.rawValue]
    if let goal {
      sql += " AND goal_id = ?"
      arguments += [goal]
    }
    sql += " ORDER BY goal_id, created_at, id"
    return try Row.fetchAll(db, sql: sql, arguments: arguments).map(reflection)
  }
}
