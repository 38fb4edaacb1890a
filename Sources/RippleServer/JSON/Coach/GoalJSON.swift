import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// A goal as the API returns it: the stored record's fields, the current stage, the planned
/// end, and the whole coach state.
struct GoalJSON: ResponseEncodable, Sendable {
  var id: String
  var revision: Int64
  var title: String
  var status: String
  var habitId: String
  var createdAt: Int64
  var updatedAt: Int64
  var currentIndex: Int
  var currentStage: StageDTO
  var endDay: String
  var planner: String
  var state: CoachStateDTO

  init(_ record: GoalRecord, state: CoachState, firstWeekday: Weekday) {
    id = record.id.rawValue
    revision = record.revision
    title = record.title
    status = GoalStatusCode.name(record.status)
    habitId = record.habitID.rawValue
    createdAt = record.createdAt
    updatedAt = record.updatedAt
    currentIndex = state.currentIndex
    currentStage = StageDTO(
      state.currentStage, firstWeek: state.roadmap.firstWeek(of: state.currentIndex))
    endDay = state.endDay(firstWeekday: firstWeekday).text
    planner = state.roadmaps[0].planner.name
    self.state = CoachStateDTO(state)
  }
}

/// What a move answers: the goal after it and what the coach says.
struct GoalMoveJSON: ResponseEncodable, Sendable {
  var goal: GoalJSON
  var message: CoachMessageJSON
  var effectiveFrom: String
  var celebrateExtra: Bool
}

/// A reflection as the API returns it (the store's JSON shape).
struct ReflectionJSON: ResponseEncodable, Sendable {
  var reflection: GoalReflection

  func encode(to encoder: any Encoder) throws {
    try ReflectionDTO(reflection).encode(to: encoder)
  }
}
