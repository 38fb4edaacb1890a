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
    let valid = try GoalRules.validated(goal)
    return try await write(for: user) { connection in
      var goal = valid
      if (try? await PostgresTables.goal(connection, user: user, id: goal.id)) != nil {
        throw StoreError.conflict("A goal with id \(goal.id) already exists")
      }
      let habit = try await self.insertHabit(habit, user: user, today: today, connection)
      goal.habitID = habit.id
      goal.revision = 1
      try await PostgresTables.saveGoal(
        goal, user: user, change: try await connection.nextChange(for: user), connection)
      return goal
    }
  }

  public func saveGoal(
    _ goal: GoalRecord, habit: Habit?, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    let valid = try GoalRules.validated(goal)
    return try await write(for: user) { connection in
      var goal = valid
      let stored = try await PostgresTables.goal(connection, user: user, id: goal.id)
      guard stored.revision == goal.revision else {
        throw StoreError.conflict("The goal changed meanwhile; load it again and retry")
      }
      if let habit {
        guard habit.id == stored.habitID else {
          throw StoreError.invalid(field: "habitId", message: "A goal keeps its habit")
        }
        _ = try await self.updateHabit(habit, user: user, today: today, connection)
      }
      goal.habitID = stored.habitID
      goal.createdAt = stored.createdAt
      goal.revision = stored.revision + 1
      try await PostgresTables.saveGoal(
        goal, user: user, change: try await connection.nextChange(for: user), connection)
      return goal
    }
  }

  public func addReflection(
    _ reflection: GoalReflection, for user: UserID
  ) async throws -> GoalReflection {
    let reflection = try GoalRules.validated(reflection)
    return try await write(for: user) { connection in
      _ = try await PostgresTables.goal(connection, user: user, id: reflection.goalID)
      let known = try await PostgresTables.reflections(
        connection, user: user, goal: reflection.goalID)
      if known.contains(where: { $0.id == reflection.id }) {
        throw StoreError.conflict("A reflection with id \(reflection.id) already exists")
      }
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
