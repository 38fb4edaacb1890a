import GRDB
import RippleCore

extension SQLiteStore {
  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await write { db in
      try HabitWritePlan.delete(id, stored: try HabitColumns.one(db, user: user, id: id))
      let arguments: StatementArguments = [user.rawValue, id.rawValue]
      try db.execute(
        sql: "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ?", arguments: arguments)
      try db.execute(sql: "DELETE FROM habits WHERE user_id = ? AND id = ?", arguments: arguments)
      _ = try db.nextChange(for: user)
      try db.markReset(for: user)
    }
  }

  public func reorderHabits(_ ids: [HabitID], for user: UserID) async throws {
    try await write { db in
      let moves = try HabitWritePlan.reorder(ids, existing: try HabitColumns.all(db, user: user))
      guard !moves.isEmpty else { return }
      let change = try db.nextChange(for: user)
      let statement = try db.cachedStatement(
        sql: "UPDATE habits SET sort_order = ?, change_seq = ? WHERE user_id = ? AND id = ?")
      for move in moves {
        try statement.execute(arguments: [move.sortOrder, change, user.rawValue, move.id.rawValue])
      }
    }
  }
}
