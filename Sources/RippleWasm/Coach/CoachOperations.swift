import RippleCore
import RippleWire

/// The coach's planning on the device, for a private account whose goal the server cannot read:
/// the built-in planner's answers to `POST /api/v1/goals/check` and `/preview`, in the JSON the
/// server sends. (A model planner, which reads the goal, is the server's alone.)
enum CoachOperations {
  /// `POST /api/v1/goals/check`.
  static func check(_ input: JSON) throws(EngineError) -> [UInt8] {
    let (goal, _, _) = try read(input)
    return GoalCheckJSON(GoalClarity.assess(goal), what: goal.what).jsonBytes
  }

  /// `POST /api/v1/goals/preview`: the roadmap the built-in planner makes, adjusted for what got in
  /// the way before, as the server's planner does when no model is configured. With `after` (a
  /// variant's code), the alternative that follows it, as `POST /goals/{id}/regenerate` plans.
  static func preview(_ input: JSON) throws(EngineError) -> [UInt8] {
    let (goal, reminder, asked) = try read(input)
    var variant = asked
    let (today, firstWeekday) = try when(input)
    if let after = try JSONFields(input, path: "input").optionalString("after") {
      guard let current = RoadmapVariant(rawValue: after) else {
        throw .invalid("'\(after)' is not a roadmap variant", field: "after")
      }
      variant = current.next
    }
    let planner = BuiltInPlanner()
    let roadmap = ObstacleAdjustments.applied(
      to: planner.roadmap(for: goal, today: today, variant: variant),
      attempts: goal.pastAttempts, reminder: reminder)
    let state = CoachState(goal: goal, roadmap: roadmap)
    return RoadmapPreviewJSON(
      state.roadmap, fallbackReason: nil, endDay: state.endDay(firstWeekday: firstWeekday),
      variant: variant,
      nextVariant: planner.nextVariant(after: variant, for: goal, today: today)
    ).jsonBytes
  }

  private static func read(_ input: JSON) throws(EngineError) -> (Goal, Reminder?, RoadmapVariant) {
    let draft = try GoalDraftReading.draft(input["draft"])
    return try GoalDraftReading.goal(draft, today: try when(input).today)
  }

  /// The person's today and the first day of their week.
  private static func when(_ input: JSON) throws(EngineError) -> (today: Day, firstWeekday: Weekday)
  {
    let fields = try JSONFields(input, path: "input")
    let code = try fields.optionalString("firstWeekday") ?? "mon"
    guard let weekday = Weekday(code: code) else {
      throw .invalid("'\(code)' is not a weekday", field: "firstWeekday")
    }
    return (try fields.day("today"), weekday)
  }
}
