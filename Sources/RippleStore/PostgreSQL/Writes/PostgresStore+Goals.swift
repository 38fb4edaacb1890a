import PostgresNIO
import RippleCore

extension PostgresStore {
  public func goals(for user: UserID) async throws -> [GoalRecord] {
    try await read { connection in try await PostgresTables.goals(connection, user: user) }
  }

  public func goal(_ id: String, for user: UserID) async throws -> GoalRecord {
    try await read { connection in try await PostgresTables.goal(connection, user: user, id: id) }
  }

  public func createGoal(
    _ goal: GoalRecord, habit: Habit, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    try await write(for: user) { connection in
      let existing = try await PostgresTables.findGoal(connection, user: user, id: goal.id.rawValue)
      let goal = try GoalWritePlan.create(goal, habit: habit, existing: existing)
      _ = try await self.insertHabit(habit, user: user, today: today, connection)
      try await PostgresTables.saveGoal(
        goal, user: user, change: try await connection.nextChange(for: user), connection)
      return goal
    }
  }

  public func saveGoal(
    _ goal: GoalRecord, habit: Habit?, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    try await write(for: user) { connection in
      let stored = try await PostgresTables.goal(connection, user: user, id: goal.id.rawValue)
      let goal = try GoalWritePlan.save(goal, habit: habit, stored: stored)
      if let habit {
        _ = try await self.updateHabit(habit, user: user, today: today, connection)
      }
      try await PostgresTables.saveGoal(
        goal, user: user, change: try await connection.nextChange(for: user), connection)
      return goal
    }
  }

  public func addReflection(
    _ reflection: GoalReflection, for user: UserID
  ) async throws -> GoalReflection {
    try await write(for: user) { connection in
      _ = try await PostgresTables.goal(connection, user: user, id: reflection.goalID)
      let known = try await PostgresTables.reflections(
        connection, user: user, goal: reflection.goalID)
      let reflection = try GoalWritePlan.addReflection(reflection, known: known)
      try await PostgresTables.saveReflection(
        reflection, user: user, change: try await connection.nextChange(for: user), connection)
      return reflection
    }
  }

  public func reflections(goal: String, for user: UserID) async throws -> [GoalReflection] {
    try await read { connection in
      _ = try await PostgresTables.goal(connection, user: user, id: goal)
      return try await PostgresTables.reflections(connection, user: user, goal: goal)
    }
  }
}
