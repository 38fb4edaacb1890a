#if !hasFeature(Embedded)
import RippleCore

/// The engine's coach state, as a goal's `state` column holds it and the API shows it (the API
/// document's `CoachState`): `{"goal", "roadmaps", "currentIndex", "stageStart", "stageWeek",
/// "spans", "pauses", "weeks"}`.
public struct CoachStateWire: WireValue, Sendable {
  public var state: CoachState

  public init(_ state: CoachState) { self.state = state }

  public static var wireType: WireType { .named("CoachState") }

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("goal")
      GoalModelWire(state.goal).write(to: &json)
      json.key("roadmaps")
      state.roadmaps.map(RoadmapWire.init).write(to: &json)
      json.field("currentIndex", state.currentIndex)
      json.field("stageStart", state.stageStart.text)
      json.field("stageWeek", state.stageWeek)
      json.key("spans")
      json.array(state.spans) { json, span in
        json.object { json in
          json.field("from", span.from.text)
          json.field("roadmapVersion", span.roadmapVersion)
          json.field("stageIndex", span.stageIndex)
          json.key("habit")
          StageHabitWire(span.habit).write(to: &json)
          json.field("criterion", span.criterion.days)
        }
      }
      json.key("pauses")
      json.array(state.pauses) { json, pause in
        json.object { json in
          if case .vacation(let resume) = pause.mode {
            json.field("mode", "vacation")
            json.field("resumeDay", resume.text)
          } else {
            json.field("mode", "maintenance")
          }
          json.field("from", pause.from.text)
          json.optional("through", pause.through?.text)
        }
      }
      json.key("weeks")
      json.array(state.weeks) { json, week in
        json.object { json in
          json.field("weekStart", week.weekStart.text)
          json.field("roadmapVersion", week.roadmapVersion)
          json.field("stageIndex", week.stageIndex)
          json.field("verdict", week.verdict.rawValue)
          json.field("done", week.done)
          json.field("required", week.required)
        }
      }
    }
  }

  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
}
#endif
