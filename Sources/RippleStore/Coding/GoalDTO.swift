import RippleCore

/// A goal as JSON in backups and exports: `{"id", "habitId", "title", "status", "state",
/// "createdAt", "updatedAt"}`, the coach state as an object. The id, habit, title and status are
/// the state's, for reading the file without the coach; a file whose id or habit is not its
/// state's is refused.
public struct GoalDTO: Codable, Sendable, Equatable {
  public var goal: GoalRecord

  public init(_ goal: GoalRecord) { self.goal = goal }

  enum CodingKeys: String, CodingKey {
    case id, habitId, title, status, state, createdAt, updatedAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let state = try container.decode(CoachStateDTO.self, forKey: .state).state
    guard try container.decode(String.self, forKey: .id) == state.goal.id.rawValue else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "The goal's id is not its coach state's")
    }
    guard try container.decode(String.self, forKey: .habitId) == state.goal.habitID.rawValue
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .habitId, in: container,
        debugDescription: "The goal's habit is not its coach state's")
    }
    goal = GoalRecord(
      state: state,
      createdAt: try container.decodeIfPresent(Int64.self, forKey: .createdAt) ?? 0,
      updatedAt: try container.decodeIfPresent(Int64.self, forKey: .updatedAt) ?? 0)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(goal.id.rawValue, forKey: .id)
    try container.encode(goal.habitID.rawValue, forKey: .habitId)
    try container.encode(goal.title, forKey: .title)
    try container.encode(GoalStatusCode.name(goal.status), forKey: .status)
    try container.encode(CoachStateDTO(goal.state), forKey: .state)
    try container.encode(goal.createdAt, forKey: .createdAt)
    try container.encode(goal.updatedAt, forKey: .updatedAt)
  }
}
