#if !hasFeature(Embedded)
import RippleCore

/// A goal as the API returns it: the stored record's fields, the current stage, the planned end,
/// and the whole coach state.
public struct GoalJSON: WireObject, Sendable {
  public var record: GoalRecord
  /// The state as of today (a record read earlier may be behind it).
  public var state: CoachState
  public var firstWeekday: Weekday

  public init(_ record: GoalRecord, state: CoachState, firstWeekday: Weekday) {
    self.record = record
    self.state = state
    self.firstWeekday = firstWeekday
  }

  public static let wireName = "Goal"
  public static let wireSummary = "A coached goal: its record, current stage, planned end and state"
  public static let wireFields: [WireField<GoalJSON>] = [
    WireField("id") { $0.record.id.rawValue },
    WireField("revision", "Bumped by every save; a move names the revision it was chosen from") {
      $0.record.revision
    },
    WireField("title") { $0.record.title },
    WireField("status", as: .oneOf(GoalStatusCode.names)) { GoalStatusCode.name($0.record.status) },
    WireField("habitId", "The ordinary habit carrying the current stage") {
      $0.record.habitID.rawValue
    },
    WireField("createdAt") { $0.record.createdAt },
    WireField("updatedAt") { $0.record.updatedAt },
    WireField("currentIndex") { $0.state.currentIndex },
    WireField("currentStage") {
      StageWire(
        $0.state.currentStage, firstWeek: $0.state.roadmap.firstWeek(of: $0.state.currentIndex))
    },
    WireField("endDay", as: .day) { $0.state.endDay(firstWeekday: $0.firstWeekday).text },
    WireField("planner", "The planner of the first roadmap") { $0.state.roadmaps[0].planner.name },
    WireField("state") { CoachStateWire($0.state) },
  ]
}

/// `GET /goals`: the user's coached goals, oldest first.
public struct GoalListJSON: WireObject, Sendable {
  public var goals: [GoalJSON]

  public init(_ goals: [GoalJSON]) { self.goals = goals }

  public static let wireName = "GoalList"
  public static let wireSummary = "The user's coached goals, oldest first"
  public static let wireFields: [WireField<GoalListJSON>] = [WireField("goals") { $0.goals }]
}

/// What a move answers: the goal after it and what the coach says.
public struct GoalMoveJSON: WireObject, Sendable {
  public var goal: GoalJSON
  public var update: CoachUpdate

  /// `goal` is the goal saved with `update`'s state.
  public init(goal: GoalJSON, update: CoachUpdate) {
    self.goal = goal
    self.update = update
  }

  public static let wireName = "GoalMoveResult"
  public static let wireSummary = "A goal after a move, and what the coach says of it"
  public static let wireFields: [WireField<GoalMoveJSON>] = [
    WireField("goal") { $0.goal },
    WireField("message") { CoachMessageJSON($0.update.message) },
    WireField("effectiveFrom", as: .day) { $0.update.effectiveFrom.text },
    WireField("celebrateExtra") { $0.update.celebrateExtra },
  ]
}
#endif
