import RippleCore

/// A reflection as JSON: `{"id", "goalId", "stage", "day", "worked", "hard", "createdAt"}`.
public struct ReflectionDTO: Codable, Sendable, Equatable {
  public var reflection: GoalReflection

  public init(_ reflection: GoalReflection) { self.reflection = reflection }

  enum CodingKeys: String, CodingKey {
    case id, goalId, stage, day, worked, hard, createdAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    reflection = GoalReflection(
      id: try container.decode(String.self, forKey: .id),
      goalID: try container.decode(String.self, forKey: .goalId),
      stage: try container.decode(Int.self, forKey: .stage), day: try container.decodeDay(.day),
      worked: try container.decode(String.self, forKey: .worked),
      hard: try container.decode(String.self, forKey: .hard),
      createdAt: try container.decodeIfPresent(Int64.self, forKey: .createdAt) ?? 0)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(reflection.id, forKey: .id)
    try container.encode(reflection.goalID, forKey: .goalId)
    try container.encode(reflection.stage, forKey: .stage)
    try container.encode(reflection.day.text, forKey: .day)
    try container.encode(reflection.worked, forKey: .worked)
    try container.encode(reflection.hard, forKey: .hard)
    try container.encode(reflection.createdAt, forKey: .createdAt)
  }
}
