import RippleCore
import RippleWire

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

  struct Attempts: Decodable {
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
    try GoalModelWire(goal).encodeWire(to: encoder)
  }
}
