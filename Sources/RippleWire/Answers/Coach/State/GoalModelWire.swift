#if !hasFeature(Embedded)
import RippleCore

/// A goal as its coach state holds it: `{"id", "what", "why", "timelineWeeks" | "targetDay",
/// "pastAttempts": {"triedBefore", "obstacles", "otherText"}, "status", "pauseMode",
/// "resumeDay", "finishedDay", "habitId", "startDay", "baseline"}`; the pause and finish fields
/// are null when they do not apply.
public struct GoalModelWire: WireValue, Sendable {
  public var goal: Goal

  public init(_ goal: Goal) { self.goal = goal }

  /// Described inside the API document's `CoachState`.
  public static var wireType: WireType { .named("CoachState") }

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("id", goal.id.rawValue)
      json.field("what", goal.what)
      json.field("why", goal.why)
      switch goal.timeline {
      case .weeks(let weeks): json.field("timelineWeeks", weeks)
      case .targetDay(let day): json.field("targetDay", day.text)
      }
      json.key("pastAttempts")
      json.object { json in
        json.field("triedBefore", goal.pastAttempts.triedBefore)
        json.key("obstacles")
        goal.pastAttempts.obstacles.map(\.rawValue).write(to: &json)
        json.field("otherText", goal.pastAttempts.otherText)
      }
      json.field("status", GoalStatusCode.name(goal.status))
      var mode: String?
      var resume: String?
      var finished: String?
      switch goal.status {
      case .active: break
      case .paused(.maintenance): mode = "maintenance"
      case .paused(.vacation(let day)):
        mode = "vacation"
        resume = day.text
      case .completed(let day), .abandoned(let day): finished = day.text
      }
      json.nullable("pauseMode", mode)
      json.nullable("resumeDay", resume)
      json.nullable("finishedDay", finished)
      json.field("habitId", goal.habitID.rawValue)
      json.field("startDay", goal.startDay.text)
      json.optional("baseline", goal.baseline)
    }
  }

  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
}
#endif
