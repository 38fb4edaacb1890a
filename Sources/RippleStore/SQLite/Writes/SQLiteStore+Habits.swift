import GRDB
import RippleCore

extension SQLiteStore {
  public func createHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    try await write { db in
      try HabitWrites.insert(habit, user: user, today: today, plans: self.plans, db)
    }
  }

  public func updateHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    try await write { db in
      try HabitWrites.update(habit, user: user, today: today, plans: self.plans, db)
    }
  }

  public func setArchived(
    _ id: HabitID, archived: Bool, for user: UserID, today: Day, now: Int64
  ) async throws -> Habit {
    try await write { db in
      let planned = try HabitWritePlan.setArchived(
        id, archived: archived, existing: try HabitColumns.all(db, user: user),
        tier: try self.plans.tier(db, user), today: today, now: now)
      return try HabitWrites.save(planned, user: user, db)
    }
  }

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
