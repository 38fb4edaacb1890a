import RippleCore

/// What the store checks of a goal and a reflection before writing them. The coach state itself
/// is the engine's business; the store only bounds its size.
enum GoalRules {
  static let titleLimit = GoalLimits.what
  static let stateLimit = 1_048_576

  static func validated(_ goal: GoalRecord) throws(StoreError) -> GoalRecord {
    guard !goal.id.rawValue.isEmpty, goal.id.rawValue.utf8.count <= 64 else {
      throw .invalid(field: "id", message: "A goal id has 1 to 64 characters")
    }
    do {
      try TextRules.check(
        goal.title, field: "title", limit: titleLimit,
        tooLong: "A goal has at most \(titleLimit) characters")
    } catch { throw StoreError(error) }
    guard CoachStateDTO.text(goal.state).utf8.count <= stateLimit else {
      throw .invalid(field: "state", message: "The coach state is over \(stateLimit) bytes")
    }
    return goal
  }

  static func validated(_ reflection: GoalReflection) throws(StoreError) -> GoalReflection {
    guard !reflection.id.isEmpty, reflection.id.utf8.count <= 64 else {
      throw .invalid(field: "id", message: "A reflection id has 1 to 64 characters")
    }
    guard reflection.stage >= 0 else {
      throw .invalid(field: "stage", message: "A stage index is 0 or more")
    }
    let limit = GoalReflection.maximumLength
    do {
      for (field, text) in [("worked", reflection.worked), ("hard", reflection.hard)] {
        try TextRules.check(
          text, field: field, limit: limit, multiline: true,
          tooLong: "A reflection has at most \(limit) characters")
      }
    } catch { throw StoreError(error) }
    return reflection
  }
}
