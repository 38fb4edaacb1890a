import PostgresNIO
import RippleCore

extension PostgresStore {
  // MARK: Settings

  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    try await write(for: user) { connection in
      let planned = try SettingsWritePlan.save(
        settings, stored: try await PostgresTables.settings(connection, user: user))
      return try await self.save(planned, user: user, connection)
    }
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await write(for: user) { connection in
      let planned = SettingsWritePlan.savePlan(
        tier, stored: try await PostgresTables.settings(connection, user: user))
      return try await self.save(planned, user: user, connection)
    }
  }

  private func save(
    _ planned: Planned<Settings>, user: UserID, _ connection: PostgresConnection
  ) async throws -> Settings {
    if case .write(let settings) = planned {
      try await PostgresTables.saveSettings(
        settings, user: user, change: try await connection.nextChange(for: user), connection)
    }
    return planned.value
  }

  // MARK: Habits

  public func createHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    try await write(for: user) { connection in
      try await self.insertHabit(habit, user: user, today: today, connection)
    }
  }

  public func updateHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    try await write(for: user) { connection in
      try await self.updateHabit(habit, user: user, today: today, connection)
    }
  }

  public func setArchived(
    _ id: HabitID, archived: Bool, for user: UserID, today: Day, now: Int64
  ) async throws -> Habit {
    try await write(for: user) { connection in
      let planned = try HabitWritePlan.setArchived(
        id, archived: archived, existing: try await PostgresTables.habits(connection, user: user),
        tier: try await self.limitTier(connection, user), today: today, now: now)
      return try await self.save(planned, user: user, connection)
    }
  }

  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await write(for: user) { connection in
      try HabitWritePlan.delete(
        id, stored: try await PostgresTables.storedHabit(connection, user: user, id: id))
      try await connection.run(
        "DELETE FROM habits WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)")
      _ = try await connection.nextChange(for: user)
      try await connection.markReset(for: user)
    }
  }

  public func reorderHabits(_ ids: [HabitID], for user: UserID) async throws {
    try await write(for: user) { connection in
      let moves = try HabitWritePlan.reorder(
        ids, existing: try await PostgresTables.habits(connection, user: user))
      guard !moves.isEmpty else { return }
      let change = try await connection.nextChange(for: user)
      for move in moves {
        try await connection.run(
          """
          UPDATE habits SET sort_order = \(move.sortOrder), change_seq = \(change)
          WHERE user_id = \(user.rawValue) AND id = \(move.id.rawValue)
          """)
      }
    }
  }

  /// A habit insert inside the caller's transaction (a goal's habit is written with its goal).
  func insertHabit(
    _ habit: Habit, user: UserID, today: Day, _ connection: PostgresConnection
  ) async throws -> Habit {
    let habit = try HabitWritePlan.insert(
      habit, existing: try await PostgresTables.habits(connection, user: user),
      categories: try await PostgresTables.categories(connection, user: user),
      tier: try await limitTier(connection, user), today: today)
    try await PostgresTables.saveHabit(
      habit, user: user, change: try await connection.nextChange(for: user), connection)
    return habit
  }

  /// A habit update inside the caller's transaction.
  func updateHabit(
    _ habit: Habit, user: UserID, today: Day, _ connection: PostgresConnection
  ) async throws -> Habit {
    let planned = try HabitWritePlan.update(
      habit, existing: try await PostgresTables.habits(connection, user: user),
      categories: try await PostgresTables.categories(connection, user: user),
      tier: try await limitTier(connection, user), today: today)
    return try await save(planned, user: user, connection)
  }

  private func save(
    _ planned: Planned<Habit>, user: UserID, _ connection: PostgresConnection
  ) async throws -> Habit {
    if case .write(let habit) = planned {
      try await PostgresTables.saveHabit(
        habit, user: user, change: try await connection.nextChange(for: user), connection)
    }
    return planned.value
  }

  // MARK: Categories

  public func createCategory(
    _ category: Category, for user: UserID, today: Day
  ) async throws -> Category {
    try await write(for: user) { connection in
      let category = try CategoryWritePlan.insert(
        category, existing: try await PostgresTables.categories(connection, user: user),
        tier: try await self.limitTier(connection, user), today: today)
      try await PostgresTables.saveCategory(
        category, user: user, change: try await connection.nextChange(for: user), connection)
      return category
    }
  }

  public func updateCategory(_ category: Category, for user: UserID) async throws -> Category {
    try await write(for: user) { connection in
      let planned = try CategoryWritePlan.update(
        category, existing: try await PostgresTables.categories(connection, user: user))
      if case .write(let category) = planned {
        try await PostgresTables.saveCategory(
          category, user: user, change: try await connection.nextChange(for: user), connection)
      }
      return planned.value
    }
  }

  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await write(for: user) { connection in
      try CategoryWritePlan.delete(
        id, existing: try await PostgresTables.categories(connection, user: user))
      let change = try await connection.nextChange(for: user)
      try await connection.run(
        """
        UPDATE habits SET category_id = NULL, change_seq = \(change)
        WHERE user_id = \(user.rawValue) AND category_id = \(id.rawValue)
        """)
      try await connection.run(
        "DELETE FROM categories WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)")
      try await connection.markReset(for: user)
    }
  }
}
