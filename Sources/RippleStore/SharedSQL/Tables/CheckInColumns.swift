import RippleCore

/// The `check_ins` table's columns, and a check-in's upsert: the same SQL on both databases.
package enum CheckInColumns {
  /// The columns after `habit_id`, in the order each backend reads them.
  package static let selection = "day, state, value, note, mood, logged_minute, updated_at"

  private static let upsertSQL = """
    INSERT INTO check_ins (user_id, habit_id, \(selection), change_seq)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, habit_id, day) DO UPDATE SET
    state = excluded.state, value = excluded.value, note = excluded.note, mood = excluded.mood,
    logged_minute = excluded.logged_minute, updated_at = excluded.updated_at,
    change_seq = excluded.change_seq
    """

  /// Inserts the check-in, or replaces the one stored for its habit and day, under `change`.
  package static func upsert(_ checkIn: CheckIn, user: UserID, change: Int64) -> SharedStatement {
    SharedStatement(
      upsertSQL,
      [
        .text(user.rawValue), .text(checkIn.habitID.rawValue),
        .integer(Int64(checkIn.day.daysSinceEpoch)), .text(checkIn.state.rawValue),
        .real(checkIn.value), .text(checkIn.note), .text(checkIn.mood?.rawValue),
        .integer(checkIn.loggedMinute.map(Int64.init)), .integer(checkIn.updatedAt),
        .integer(change),
      ])
  }
}
