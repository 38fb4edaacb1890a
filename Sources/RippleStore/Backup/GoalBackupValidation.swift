import RippleCore

/// Checks a backup's goals and reflections: each goal valid and linked to one of the backup's
/// habits (no two goals to one habit), each reflection valid and of one of its goals.
enum GoalBackupValidation {
  static func check(
    goals: [GoalRecord], reflections: [GoalReflection], habits: [Habit]
  ) throws(StoreError) {
    let habitIDs = Set(habits.map(\.id))
    var goalIDs: Set<GoalID> = []
    var linked: Set<HabitID> = []
    for (index, goal) in goals.enumerated() {
      let place = "goals[\(index)]"
      do {
        _ = try GoalRules.validated(goal)
      } catch {
        throw .badFile("\(place): \(error.message)")
      }
      guard goalIDs.insert(goal.id).inserted else {
        throw .badFile("\(place): another goal has the id \(goal.id)")
      }
      guard habitIDs.contains(goal.habitID) else {
        throw .badFile("\(place): unknown habit \(goal.habitID)")
      }
      guard linked.insert(goal.habitID).inserted else {
        throw .badFile("\(place): another goal is linked to habit \(goal.habitID)")
      }
    }
    var reflectionIDs: Set<[String]> = []
    for (index, reflection) in reflections.enumerated() {
      let place = "reflections[\(index)]"
      do {
        _ = try GoalRules.validated(reflection)
      } catch {
        throw .badFile("\(place): \(error.message)")
      }
      guard goalIDs.contains(GoalID(reflection.goalID)) else {
        throw .badFile("\(place): unknown goal \(reflection.goalID)")
      }
      guard reflectionIDs.insert([reflection.goalID, reflection.id]).inserted else {
        throw .badFile("\(place): another reflection has the id \(reflection.id)")
      }
    }
  }
}
