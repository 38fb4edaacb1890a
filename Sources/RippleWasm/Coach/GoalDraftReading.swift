import RippleCore
import RippleWire

/// A draft goal as `POST /api/v1/goals/check` and `/preview` take it, read from the engine's
/// input (`{"draft": {…the request's body…}, "today", "firstWeekday"}`), and checked by the same
/// rules (`GoalDraft`).
enum GoalDraftReading {
  static func draft(_ json: JSON?) throws(EngineError) -> GoalDraft {
    guard let json else { throw .invalid("'draft' is required", field: "draft") }
    let fields = try JSONFields(json, path: "draft")
    var attempts: GoalDraft.Attempts?
    if fields.has("pastAttempts") {
      let past = try JSONFields(json["pastAttempts"]!, path: "pastAttempts")
      var obstacles: [String] = []
      for item in try past.array("obstacles") {
        guard case .string(let code) = item else {
          throw .invalid("An obstacle is a code like \"time\"", field: "pastAttempts.obstacles")
        }
        obstacles.append(code)
      }
      attempts = GoalDraft.Attempts(
        triedBefore: try past.optionalBool("triedBefore") ?? false, obstacles: obstacles,
        otherText: try past.optionalString("otherText") ?? "")
    }
    return GoalDraft(
      what: try fields.string("what"), why: try fields.optionalString("why") ?? "",
      timelineWeeks: try fields.optionalInt("timelineWeeks"),
      targetDay: try fields.optionalString("targetDay"), pastAttempts: attempts,
      reminderTime: try fields.optionalString("reminderTime"),
      baseline: try fields.optionalDouble("baseline"),
      variant: try fields.optionalString("variant"))
  }

  /// The draft's goal as of `today`, with its reminder and roadmap variant, or the rule it breaks
  /// (as the API's 422 names it).
  static func goal(
    _ draft: GoalDraft, today: Day
  ) throws(EngineError) -> (Goal, Reminder?, RoadmapVariant) {
    do {
      let goal = try draft.goal(id: GoalID("draft"), habitID: HabitID("draft"), today: today)
      return (goal, try draft.reminder(for: goal), try draft.roadmapVariant())
    } catch {
      throw EngineError(code: "validation_failed", message: error.message, field: error.field)
    }
  }
}
