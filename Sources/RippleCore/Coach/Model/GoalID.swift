/// Identifies a coached goal; a UUID string made by whoever created the goal.
public struct GoalID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
  public static func < (lhs: GoalID, rhs: GoalID) -> Bool { lhs.rawValue < rhs.rawValue }
}
