import PostgresNIO
import RippleCore

extension PostgresStore {
  // MARK: Settings

  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    let settings = try SettingsRules.validated(settings)
    return try await write(for: user) { connection in
      var settings = settings
      let stored = try await PostgresTables.settings(connection, user: user)
      settings.tier = stored.tier
      guard stored != settings else { return settings }
      try await PostgresTables.saveSettings(
        settings, user: user, change: try await connection.nextChange(for: user), connection)
      return settings
    }
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await write(for: user) { connection in
      var settings = try await PostgresTables.settings(connection, user: user)
      guard settings.tier != tier else { return settings }
      settings.tier = tier
      try await PostgresTables.saveSettings(
        settings, user: user, change: try await connection.nextChange(for: user), connection)
      return settings
    }
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
      let others = try await PostgresTables.habits(connection, user: user)
      guard var habit = others.first(where: { $0.id == id }) else {
        throw StoreError.habitNotFound(id)
      }
      guard habit.isArchived != archived else { return habit }
      habit.isArchived = archived
      habit.updatedAt = now
      if !archived {
        let tier = try await limitTier(connection, user)
        try HabitRules.checkActivation(of: habit, among: others, tier: tier, today: today)
      }
      try await PostgresTables.saveHabit(
        habit, user: user, change: try await connection.nextChange(for: user), connection)
      return habit
    }
  }

  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await write(for: user) { connection in
      _ = try await PostgresTables.habit(connection, user: user, id: id)
      try await connection.run(
        "DELETE FROM habits WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)")
      _ = try await connection.nextChange(for: user)
      try await connection.markReset(for: user)
    }
  }

  public func reorderHabits(_ ids: [HabitID], for user: UserID) async throws {
    try await write(for: user) { connection in
      let habits = try await PostgresTables.habits(connection, user: user)
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
      let change = try await connection.nextChange(for: user)
      for (offset, id) in moves {
        try await connection.run(
          """
          UPDATE habits SET sort_order = \(offset), change_seq = \(change)
          WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)
          """)
      }
    }
  }

  /// `HabitWrites.insert` on PostgreSQL: the same rules, inside the caller's transaction.
  func insertHabit(
    _ habit: Habit, user: UserID, today: Day, _ connection: PostgresConnection
  ) async throws -> Habit {
    let others = try await PostgresTables.habits(connection, user: user)
    if others.contains(where: { $0.id == habit.id }) {
      throw StoreError.conflict("A habit with id \(habit.id) already exists")
    }
    var habit = habit
    if habit.color.isEmpty { habit.color = Palette.autoColor(habitCount: others.count).hex }
    habit.sortOrder = (others.map(\.sortOrder).max() ?? -1) + 1
    habit = try HabitRules.validated(habit, among: others)
    try await PostgresTables.requireCategory(habit.categoryID, user: user, connection)
    let tier = try await limitTier(connection, user)
    try HabitRules.checkColor(of: habit, before: nil, tier: tier, today: today)
    if !habit.isArchived {
      try HabitRules.checkActivation(of: habit, among: others, tier: tier, today: today)
    }
    try await PostgresTables.saveHabit(
      habit, user: user, change: try await connection.nextChange(for: user), connection)
    return habit
  }

  /// `HabitWrites.update` on PostgreSQL.
  func updateHabit(
    _ habit: Habit, user: UserID, today: Day, _ connection: PostgresConnection
  ) async throws -> Habit {
    let others = try await PostgresTables.habits(connection, user: user)
    guard let stored = others.first(where: { $0.id == habit.id }) else {
      throw StoreError.habitNotFound(habit.id)
    }
    var habit = habit
    if habit.color.isEmpty { habit.color = stored.color }
    habit = try HabitRules.validated(habit, among: others)
    try await PostgresTables.requireCategory(habit.categoryID, user: user, connection)
    let tier = try await limitTier(connection, user)
    try HabitRules.checkColor(of: habit, before: stored, tier: tier, today: today)
    if !habit.isArchived {
      if stored.isArchived {
        try HabitRules.checkActivation(of: habit, among: others, tier: tier, today: today)
      } else if stored.reminders != habit.reminders {
        try HabitRules.checkReminders(
          of: habit, among: others, tier: tier, today: today, before: stored)
      }
    }
    guard habit != stored else { return stored }
    try await PostgresTables.saveHabit(
      habit, user: user, change: try await connection.nextChange(for: user), connection)
    return habit
  }

  // MARK: Categories

  public func createCategory(
    _ category: Category, for user: UserID, today: Day
  ) async throws -> Category {
    try await write(for: user) { connection in
      let others = try await PostgresTables.categories(connection, user: user)
      if others.contains(where: { $0.id == category.id }) {
        throw StoreError.conflict("A category with id \(category.id) already exists")
      }
      var category = try CategoryRules.validated(category, among: others)
      category.sortOrder = (others.map(\.sortOrder).max() ?? -1) + 1
      let tier = try await limitTier(connection, user)
      try StoreError.check(
        TierLimits.canAddCategory(count: others.count, tier: tier, today: today))
      try await PostgresTables.saveCategory(
        category, user: user, change: try await connection.nextChange(for: user), connection)
      return category
    }
  }

  public func updateCategory(_ category: Category, for user: UserID) async throws -> Category {
    try await write(for: user) { connection in
      let others = try await PostgresTables.categories(connection, user: user)
      guard let stored = others.first(where: { $0.id == category.id }) else {
        throw StoreError.categoryNotFound(category.id)
      }
      let category = try CategoryRules.validated(category, among: others)
      guard category != stored else { return stored }
      try await PostgresTables.saveCategory(
        category, user: user, change: try await connection.nextChange(for: user), connection)
      return category
    }
  }

  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await write(for: user) { connection in
      let categories = try await PostgresTables.categories(connection, user: user)
      guard categories.contains(where: { $0.id == id }) else {
        throw StoreError.categoryNotFound(id)
      }
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
