import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  public func changes(for user: UserID, since: Int64) async throws -> ChangeSet {
    try await read { db in
      let marks = try Row.fetchOne(
        db.cachedStatement(sql: "SELECT change_seq, reset_seq FROM users WHERE id = ?"),
        arguments: [user.rawValue])
      let current: Int64 = marks?[0] ?? 0
      let window = ChangeWindow.start(since: since, current: current, resetAt: marks?[1] ?? 0)
      let after = window.after
      let arguments: StatementArguments = [user.rawValue, after]
      let settingsChange = try Int64.fetchOne(
        db.cachedStatement(sql: "SELECT change_seq FROM settings WHERE user_id = ?"),
        arguments: [user.rawValue])
      let settingsChanged = after == 0 || (settingsChange ?? 0) > after
      let categories = try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT id, name, color, icon, sort_order FROM categories
            WHERE user_id = ? AND change_seq > ? ORDER BY sort_order, id
            """), arguments: arguments
      ).map { row in
        Category(
          id: CategoryID(row[0]), name: row[1], color: row[2], icon: row[3], sortOrder: row[4])
      }
      let habits = try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT \(HabitColumns.selection) FROM habits
            WHERE user_id = ? AND change_seq > ? ORDER BY sort_order, id
            """), arguments: arguments
      ).map(HabitColumns.habit)
      let checkIns = try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT habit_id, \(CheckInColumns.selection) FROM check_ins
            WHERE user_id = ? AND change_seq > ? ORDER BY habit_id, day
            """), arguments: arguments
      ).map { row in CheckInColumns.checkIn(row, habit: HabitID(row[0]), at: 1) }
      let cleared = try Row.fetchAll(
        db.cachedStatement(
          sql: """
            SELECT habit_id, day, updated_at, note, mood FROM check_in_tombstones
            WHERE user_id = ? AND change_seq > ? ORDER BY habit_id, day
            """), arguments: arguments
      ).map { row in
        ClearedCheckIn(
          habitID: HabitID(row[0]), day: Day(daysSinceEpoch: row[1]), updatedAt: row[2],
          kept: NoteAndMood(note: row[3], mood: (row[4] as String?).flatMap(Mood.init)))
      }
      return ChangeSet(
        sequence: current, reset: window.reset,
        settings: settingsChanged ? try SettingsColumns.fetch(db, user: user) : nil,
        categories: categories, habits: habits, checkIns: checkIns, clearedCheckIns: cleared)
    }
  }
}
