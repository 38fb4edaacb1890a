import RippleCore

/// What a goal write stores, decided over the goal as the backend read it in its transaction.
enum GoalWritePlan {
  /// A new goal at revision 1, with its linked habit (the habit its state names); `existing` is
  /// the stored goal with the same id, if any.
  static func create(
    _ goal: GoalRecord, habit: Habit, existing: GoalRecord?
  ) throws(StoreError) -> GoalRecord {
    var goal = try GoalRules.validated(goal)
    guard existing == nil else { throw .conflict("A goal with id \(goal.id) already exists") }
    guard habit.id == goal.habitID else {
      throw .invalid(field: "habitId", message: "A goal's habit is the one its state names")
    }
    goal.revision = 1
    return goal
  }

  /// The goal replacing `stored`, if it started from the stored revision: at the next revision,
  /// created when `stored` was. The goal, and the habit saved with it, keep the stored habit.
  static func save(
    _ goal: GoalRecord, habit: Habit?, stored: GoalRecord
  ) throws(StoreError) -> GoalRecord {
    var goal = try GoalRules.validated(goal)
    guard stored.revision == goal.revision else {
      throw .conflict("The goal changed meanwhile; load it again and retry")
    }
    guard goal.habitID == stored.habitID, habit.map({ $0.id == stored.habitID }) ?? true else {
      throw .invalid(field: "habitId", message: "A goal keeps its habit")
    }
    goal.createdAt = stored.createdAt
    goal.revision = stored.revision + 1
    return goal
  }

  /// A new reflection on a stored goal, whose reflections so far are `known`.
  static func addReflection(
    _ reflection: GoalReflection, known: [GoalReflection]
  ) throws(StoreError) -> GoalReflection {
    let reflection = try GoalRules.validated(reflection)
    if known.contains(where: { $0.id == reflection.id }) {
      throw .conflict("A reflection with id \(reflection.id) already exists")
    }
    return reflection
  }
}
