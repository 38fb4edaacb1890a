import RippleCore

extension UserRowStore {
  public func goal(_ id: String, for user: UserID) async throws -> GoalRecord {
    try await readRows(for: user, reading: .init(goal: id)).existingGoal(id)
  }

  /// The goal's reflections, oldest first; a goal that is not stored is not found.
  public func reflections(goal: String, for user: UserID) async throws -> [GoalReflection] {
    let rows = try await readRows(for: user, reading: .init(goal: goal, reflections: goal))
    _ = try rows.existingGoal(goal)
    return try rows.reflections()
  }

  public func createGoal(
    _ goal: GoalRecord, habit: Habit, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    let plans = self.plans
    var wanted = UserRows.Wanted.habitWrite
    wanted.goal = goal.id.rawValue
    return try await writeRows(for: user, reading: wanted) { rows in
      let goal = try GoalWritePlan.create(goal, habit: habit, existing: rows.goal)
      let habit = try rows.inserting(habit, today: today, plans: plans)
      return UserRowPlan(goal, writes: [.habit(habit), .goal(goal)])
    }
  }

  public func saveGoal(
    _ goal: GoalRecord, habit: Habit?, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    let plans = self.plans
    var wanted = habit == nil ? UserRows.Wanted() : .habitWrite
    wanted.goal = goal.id.rawValue
    return try await writeRows(for: user, reading: wanted) { rows in
      let goal = try GoalWritePlan.save(
        goal, habit: habit, stored: try rows.existingGoal(goal.id.rawValue))
      var writes: [UserRowWrite] = []
      if let habit, case .write(let habit) = try rows.updating(habit, today: today, plans: plans) {
        writes.append(.habit(habit))
      }
      return UserRowPlan(goal, writes: writes + [.goal(goal)])
    }
  }

  public func addReflection(
    _ reflection: GoalReflection, for user: UserID
  ) async throws -> GoalReflection {
    let wanted = UserRows.Wanted(goal: reflection.goalID, reflections: reflection.goalID)
    return try await writeRows(for: user, reading: wanted) { rows in
      _ = try rows.existingGoal(reflection.goalID)
      let reflection = try GoalWritePlan.addReflection(reflection, known: try rows.reflections())
      return UserRowPlan(reflection, writes: [.reflection(reflection)])
    }
  }

  /// Rewrites a goal's words in one write: the record, its linked habit and its reflections as
  /// `change` gives them back, each checked as a save and a reflection are (the goal at its next
  /// revision).
  public func rewordGoal(
    _ id: String, for user: UserID, today: Day,
    _ change: @escaping @Sendable (GoalRecord, Habit, [GoalReflection]) throws -> GoalWords
  ) async throws -> GoalRecord {
    let plans = self.plans
    var wanted = UserRows.Wanted.habitWrite
    wanted.goal = id
    wanted.reflections = id
    return try await writeRows(for: user, reading: wanted) { rows in
      let stored = try rows.existingGoal(id)
      guard let habit = try rows.habits().first(where: { $0.id == stored.habitID }) else {
        throw StoreError.habitNotFound(stored.habitID)
      }
      let known = try rows.reflections()
      let words = try change(stored, habit, known)
      let goal = try GoalWritePlan.save(words.goal, habit: words.habit, stored: stored)
      var writes: [UserRowWrite] = []
      if case .write(let habit) = try rows.updating(words.habit, today: today, plans: plans) {
        writes.append(.habit(habit))
      }
      writes.append(.goal(goal))
      for reflection in words.reflections
      where known.contains(where: { $0.id == reflection.id && $0 != reflection }) {
        writes.append(.reflectionWords(try GoalRules.validated(reflection)))
      }
      return UserRowPlan(goal, writes: writes)
    }
  }
}

/// A goal's words as `rewordGoal` stores them: the record, its linked habit and its reflections.
public struct GoalWords: Sendable {
  public var goal: GoalRecord
  public var habit: Habit
  public var reflections: [GoalReflection]

  public init(goal: GoalRecord, habit: Habit, reflections: [GoalReflection]) {
    self.goal = goal
    self.habit = habit
    self.reflections = reflections
  }
}
