import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  public func changes(for user: UserID, since: Int64) async throws -> ChangeSet {
    try await transaction { connection in
      try await connection.run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
      let marks = try await connection.rows(
        "SELECT change_seq, reset_seq FROM users WHERE id = \(user.rawValue)"
      ).first
      let current = try marks?[0].decode(Int64.self) ?? 0
      let window = ChangeWindow.start(
        since: since, current: current, resetAt: try marks?[1].decode(Int64.self) ?? 0)
      let after = window.after
      let settingsChange = try await connection.rows(
        "SELECT change_seq FROM settings WHERE user_id = \(user.rawValue)"
      ).first?[0].decode(Int64.self)
      let settingsChanged = after == 0 || (settingsChange ?? 0) > after
      let categories = try await connection.rows(
        """
        SELECT id, name, color, icon, sort_order FROM categories
        WHERE user_id = \(user.rawValue) AND change_seq > \(after) ORDER BY sort_order, id
        """
      ).map(PostgresRows.category)
      let habits = try await connection.rows(
        """
        SELECT \(unescaped: PostgresRows.habitColumns) FROM habits
        WHERE user_id = \(user.rawValue) AND change_seq > \(after) ORDER BY sort_order, id
        """
      ).map(PostgresRows.habit)
      let checkIns = try await connection.rows(
        """
        SELECT habit_id, \(unescaped: PostgresRows.checkInColumns) FROM check_ins
        WHERE user_id = \(user.rawValue) AND change_seq > \(after) ORDER BY habit_id, day
        """
      ).map { row in
        try PostgresRows.checkIn(row, habit: HabitID(try row[0].decode(String.self)), at: 1)
      }
      let cleared = try await connection.rows(
        """
        SELECT habit_id, day, updated_at, note, mood FROM check_in_tombstones
        WHERE user_id = \(user.rawValue) AND change_seq > \(after) ORDER BY habit_id, day
        """
      ).map { row in
        ClearedCheckIn(
          habitID: HabitID(try row[0].decode(String.self)),
          day: Day(daysSinceEpoch: try row[1].decode(Int.self)),
          updatedAt: try row[2].decode(Int64.self),
          kept: NoteAndMood(
            note: try row[3].decode(String?.self),
            mood: try row[4].decode(String?.self).flatMap(Mood.init)))
      }
      return ChangeSet(
        sequence: current, reset: window.reset,
        settings: settingsChanged ? try await PostgresTables.settings(connection, user: user) : nil,
        categories: categories, habits: habits, checkIns: checkIns, clearedCheckIns: cleared)
    }
  }
}
