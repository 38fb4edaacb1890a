import GRDB
import RippleCore

extension SQLiteStore {
  public func goals(for user: UserID) async throws -> [GoalRecord] {
    try await read { db in try GoalColumns.all(db, user: user) }
  }

  public func goal(_ id: String, for user: UserID) async throws -> GoalRecord {
    try await read { db in try GoalColumns.existing(db, user: user, id: id) }
  }

  public func createGoal(
    _ goal: GoalRecord, habit: Habit, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    try await write { db in
      let existing = try GoalColumns.find(db, user: user, id: goal.id.rawValue)
      let goal = try GoalWritePlan.create(goal, habit: habit, existing: existing)
      _ = try HabitWrites.insert(habit, user: user, today: today, plans: self.plans, db)
      try GoalColumns.save(goal, user: user, change: try db.nextChange(for: user), db)
      return goal
    }
  }

  public func saveGoal(
    _ goal: GoalRecord, habit: Habit?, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    try await write { db in
      let stored = try GoalColumns.existing(db, user: user, id: goal.id.rawValue)
      let goal = try GoalWritePlan.save(goal, habit: habit, stored: stored)
      if let habit {
        _ = try HabitWrites.update(habit, user: user, today: today, plans: self.plans, db)
      }
      try GoalColumns.save(goal, user: user, change: try db.nextChange(for: user), db)
      return goal
    }
  }

  public func addReflection(
    _ reflection: GoalReflection, for user: UserID
  ) async throws -> GoalReflection {
    try await write { db in
      _ = try GoalColumns.existing(db, user: user, id: reflection.goalID)
      let known = try ReflectionColumns.all(db, user: user, goal: reflection.goalID)
      let reflection = try GoalWritePlan.addReflection(reflection, known: known)
      try ReflectionColumns.save(reflection, user: user, change: try db.nextChange(for: user), db)
      return reflection
    }
  }

  public func reflections(goal: String, for user: UserID) async throws -> [GoalReflection] {
    try await read { db in
      _ = try GoalColumns.existing(db, user: user, id: goal)
      return try ReflectionColumns.all(db, user: user, goal: goal)
    }
  }
}
