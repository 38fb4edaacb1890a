import RippleCore

extension UserRowStore {
  public func habits(for user: UserID, filter: HabitFilter) async throws -> [Habit] {
    try await readRows(for: user, reading: .init(habits: filter)).habits()
  }

  public func habit(_ id: HabitID, for user: UserID) async throws -> Habit {
    try await readRows(for: user, reading: .init(habit: id)).existingHabit(id)
  }

  public func createHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    let plans = self.plans
    return try await writeRows(for: user, reading: .habitWrite) { rows in
      let habit = try rows.inserting(habit, today: today, plans: plans)
      return UserRowPlan(habit, writes: [.habit(habit)])
    }
  }

  public func updateHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    let plans = self.plans
    return try await writeRows(for: user, reading: .habitWrite) { rows in
      UserRowPlan(try rows.updating(habit, today: today, plans: plans), as: UserRowWrite.habit)
    }
  }

  public func updateHabit(
    _ id: HabitID, for user: UserID, today: Day,
    _ change: @escaping @Sendable (inout Habit) -> Void
  ) async throws -> Habit {
    let plans = self.plans
    return try await writeRows(for: user, reading: .habitWrite) { rows in
      guard var habit = try rows.habits().first(where: { $0.id == id }) else {
        throw StoreError.habitNotFound(id)
      }
      change(&habit)
      return UserRowPlan(
        try rows.updating(habit, today: today, plans: plans), as: UserRowWrite.habit)
    }
  }

  public func setArchived(
    _ id: HabitID, archived: Bool, for user: UserID, today: Day, now: Int64
  ) async throws -> Habit {
    let plans = self.plans
    return try await writeRows(for: user, reading: .init(settings: true, habits: .all)) { rows in
      let planned = try HabitWritePlan.setArchived(
        id, archived: archived, existing: try rows.habits(), tier: try rows.tier(plans),
        today: today, now: now)
      return UserRowPlan(planned, as: UserRowWrite.habit)
    }
  }

  /// Deletes the habit and all its check-ins.
  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await writeRows(for: user, reading: .init(habit: id)) { rows in
      try HabitWritePlan.delete(id, stored: rows.habit)
      return UserRowPlan((), writes: [.removeHabit(id)])
    }
  }

  /// Gives the listed habits sort orders 0, 1, 2… in that order; the others follow in their order.
  public func reorderHabits(_ ids: [HabitID], for user: UserID) async throws {
    try await writeRows(for: user, reading: .init(habits: .all)) { rows in
      let moves = try HabitWritePlan.reorder(ids, existing: try rows.habits())
      return UserRowPlan((), writes: moves.map { UserRowWrite.sortOrder($0.id, $0.sortOrder) })
    }
  }
}

extension UserRows {
  /// `HabitWritePlan.insert` over these rows (read as `Wanted.habitWrite`).
  func inserting(_ habit: Habit, today: Day, plans: TierPolicy) throws(StoreError) -> Habit {
    try HabitWritePlan.insert(
      habit, existing: try habits(), categories: try categories(), tier: try tier(plans),
      today: today)
  }

  /// `HabitWritePlan.update` over these rows (read as `Wanted.habitWrite`).
  func updating(
    _ habit: Habit, today: Day, plans: TierPolicy
  ) throws(StoreError) -> Planned<Habit> {
    try HabitWritePlan.update(
      habit, existing: try habits(), categories: try categories(), tier: try tier(plans),
      today: today)
  }
}
