/// Identifies a habit; a UUID string made by whoever created the habit (client or server).
public struct HabitID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
  public static func < (lhs: HabitID, rhs: HabitID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies a category.
public struct CategoryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
  public static func < (lhs: CategoryID, rhs: CategoryID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Identifies a user; local mode has a single implicit user.
public struct UserID: Hashable, Sendable, CustomStringConvertible {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
  public static let local = UserID("local")
}
