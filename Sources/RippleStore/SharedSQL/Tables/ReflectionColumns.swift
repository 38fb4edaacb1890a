import RippleCore

/// The `goal_reflections` table's columns, a reflection's insert and the update of its words:
/// the same SQL on both databases.
package enum ReflectionColumns {
  /// The columns each backend reads, in order.
  package static let selection = "id, goal_id, stage, day, worked, hard, created_at"

  /// Inserts the reflection under `change`.
  static func insert(_ reflection: GoalReflection, user: UserID, change: Int64) -> SharedStatement {
    SharedStatement(
      "INSERT INTO goal_reflections (user_id, \(selection), change_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [
        .text(user.rawValue), .text(reflection.id), .text(reflection.goalID),
        .integer(Int64(reflection.stage)), .integer(Int64(reflection.day.daysSinceEpoch)),
        .text(reflection.worked), .text(reflection.hard), .integer(reflection.createdAt),
        .integer(change),
      ])
  }

  /// Replaces a stored reflection's words under `change`.
  static func updateWords(
    _ reflection: GoalReflection, user: UserID, change: Int64
  ) -> SharedStatement {
    SharedStatement(
      "UPDATE goal_reflections SET worked = ?, hard = ?, change_seq = ? WHERE user_id = ? AND id = ?",
      [
        .text(reflection.worked), .text(reflection.hard), .integer(change), .text(user.rawValue),
        .text(reflection.id),
      ])
  }
}
