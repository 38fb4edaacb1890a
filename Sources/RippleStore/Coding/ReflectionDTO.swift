import RippleCore
import RippleWire

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
    try ReflectionWire(reflection).encodeWire(to: encoder)
  }
}
