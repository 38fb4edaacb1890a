import RippleCore

/// A goal as JSON: `{"id", "what", "why", "timelineWeeks" | "targetDay", "pastAttempts":
/// {"triedBefore", "obstacles", "otherText"}, "status", "pauseMode", "resumeDay",
/// "finishedDay", "habitId", "startDay", "baseline"}`; the pause and finish fields are null when they do
/// not apply.
public struct GoalModelDTO: Codable, Sendable, Equatable {
  public var goal: Goal

  public init(_ goal: Goal) { self.goal = goal }

  enum CodingKeys: String, CodingKey {
    case id, what, why, timelineWeeks, targetDay, pastAttempts, status, pauseMode, resumeDay,
      finishedDay, habitId, startDay, baseline
  }

  struct Attempts: Codable {
    var triedBefore: Bool
    var obstacles: [String]
    var otherText: String
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let timeline: GoalTimeline =
      try container.decodeIfPresent(Int.self, forKey: .timelineWeeks).map { .weeks($0) }
      ?? .targetDay(try container.decodeDay(.targetDay))
    let attempts = try container.decode(Attempts.self, forKey: .pastAttempts)
    let status: GoalStatus
    switch try container.decode(String.self, forKey: .status) {
    case "active": status = .active
    case "paused":
      let mode = try container.decode(String.self, forKey: .pauseMode)
      status = .paused(
        mode == "vacation" ? .vacation(resume: try container.decodeDay(.resumeDay)) : .maintenance)
    case "completed": status = .completed(on: try container.decodeDay(.finishedDay))
    case "abandoned": status = .abandoned(on: try container.decodeDay(.finishedDay))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .status, in: container, debugDescription: "Unknown goal status '\(other)'")
    }
    goal = Goal(
      id: GoalID(try container.decode(String.self, forKey: .id)),
      what: try container.decode(String.self, forKey: .what),
      why: try container.decode(String.self, forKey: .why), timeline: timeline,
      pastAttempts: PastAttempts(
        triedBefore: attempts.triedBefore,
        obstacles: attempts.obstacles.compactMap(Obstacle.init(rawValue:)),
        otherText: attempts.otherText),
      status: status, habitID: HabitID(try container.decode(String.self, forKey: .habitId)),
      startDay: try container.decodeDay(.startDay),
      baseline: try container.decodeIfPresent(Double.self, forKey: .baseline))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(goal.id.rawValue, forKey: .id)
    try container.encode(goal.what, forKey: .what)
    try container.encode(goal.why, forKey: .why)
    switch goal.timeline {
    case .weeks(let weeks): try container.encode(weeks, forKey: .timelineWeeks)
    case .targetDay(let day): try container.encode(day.text, forKey: .targetDay)
    }
    try container.encode(
      Attempts(
        triedBefore: goal.pastAttempts.triedBefore,
        obstacles: goal.pastAttempts.obstacles.map(\.rawValue),
        otherText: goal.pastAttempts.otherText), forKey: .pastAttempts)
    try container.encode(GoalStatusCode.name(goal.status), forKey: .status)
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
    try container.encode(mode, forKey: .pauseMode)
    try container.encode(resume, forKey: .resumeDay)
    try container.encode(finished, forKey: .finishedDay)
    try container.encode(goal.habitID.rawValue, forKey: .habitId)
    try container.encode(goal.startDay.text, forKey: .startDay)
    try container.encodeIfPresent(goal.baseline, forKey: .baseline)
  }
}

/// A goal status's name: "active", "paused", "completed" or "abandoned".
public enum GoalStatusCode {
  public static func name(_ status: GoalStatus) -> String {
    switch status {
    case .active: return "active"
    case .paused: return "paused"
    case .completed: return "completed"
    case .abandoned: return "abandoned"
    }
  }
}
