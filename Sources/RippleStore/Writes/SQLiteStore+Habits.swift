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
      let others = try HabitColumns.all(db, user: user)
      guard var habit = others.first(where: { $0.id == id }) else {
        throw StoreError.habitNotFound(id)
      }
      guard habit.isArchived != archived else { return habit }
      habit.isArchived = archived
      habit.updatedAt = now
      if !archived {
        let tier = try self.plans.tier(db, user)
        try HabitRules.checkActivation(of: habit, among: others, tier: tier, today: today)
      }
      try HabitColumns.save(habit, user: user, change: try db.nextChange(for: user), db)
      return habit
    }
  }

  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await write { db in
      _ = try HabitColumns.existing(db, user: user, id: id)
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
      let habits = try HabitColumns.all(db, user: user)
      let known = Set(habits.map(\.id))
      if let unknown = ids.first(where: { !known.contains($0) }) {
        throw StoreError.habitNotFound(unknown)
      }
      guard Set(ids).count == ids.count else {
        throw StoreError.invalid(field: "ids", message: "Each habit may appear only once")
      }
      let listed = Set(ids)
      let order = ids + habits.map(\.id).filter { !listed.contains($0) }
      let current = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0.sortOrder) })
      let moves = order.enumerated().filter { current[$0.element] != $0.offset }
      guard !moves.isEmpty else { return }
      let change = try db.nextChange(for: user)
      let statement = try db.cachedStatement(
        sql: "UPDATE habits SET sort_order = ?, change_seq = ? WHERE user_id = ? AND id = ?")
      for (offset, id) in moves {
        try statement.execute(arguments: [offset, change, user.rawValue, id.rawValue])
      }
    }
  }
}
