import RippleCore

/// The `goals` table's columns, and a goal's upsert: the same SQL on both databases.
package enum GoalColumns {
  /// The columns each backend reads, in order.
  package static let selection =
    "id, habit_id, title, status, state, revision, created_at, updated_at"

  /// Inserts the goal, or replaces the stored one with the same id, under `change`.
  package static func upsert(_ goal: GoalRecord, user: UserID, change: Int64) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO goals (user_id, \(selection), change_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, id) DO UPDATE SET habit_id = excluded.habit_id,
      title = excluded.title, status = excluded.status, state = excluded.state,
      revision = excluded.revision, updated_at = excluded.updated_at,
      change_seq = excluded.change_seq
      """,
      [
        .text(user.rawValue), .text(goal.id.rawValue), .text(goal.habitID.rawValue),
        .text(goal.title), .text(GoalStatusCode.name(goal.status)),
        .text(CoachStateDTO.text(goal.state)), .integer(goal.revision), .integer(goal.createdAt),
        .integer(goal.updatedAt), .integer(change),
      ])
  }
}
