import RippleCore

/// A goal as JSON in backups and exports: `{"id", "habitId", "title", "status", "state",
/// "createdAt", "updatedAt"}`, the coach state as an object.
public struct GoalDTO: Codable, Sendable, Equatable {
  public var goal: GoalRecord

  public init(_ goal: GoalRecord) { self.goal = goal }

  enum CodingKeys: String, CodingKey {
    case id, habitId, title, status, state, createdAt, updatedAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let state = try container.decode(JSONValue.self, forKey: .state)
    guard case .object = state else {
      throw DecodingError.dataCorruptedError(
        forKey: .state, in: container, debugDescription: "The coach state must be an object")
    }
    goal = GoalRecord(
      id: try container.decode(String.self, forKey: .id),
      habitID: HabitID(try container.decode(String.self, forKey: .habitId)),
      title: try container.decode(String.self, forKey: .title),
      status: try container.decode(String.self, forKey: .status), state: state.text,
      createdAt: try container.decodeIfPresent(Int64.self, forKey: .createdAt) ?? 0,
      updatedAt: try container.decodeIfPresent(Int64.self, forKey: .updatedAt) ?? 0)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(goal.id, forKey: .id)
    try container.encode(goal.habitID.rawValue, forKey: .habitId)
    try container.encode(goal.title, forKey: .title)
    try container.encode(goal.status, forKey: .status)
    try container.encode((try? JSONValue(parsing: goal.state)) ?? .object([:]), forKey: .state)
    try container.encode(goal.createdAt, forKey: .createdAt)
    try container.encode(goal.updatedAt, forKey: .updatedAt)
  }
}
