/// What worked and what was hard in a stage of a goal, written when the
/// stage ends.
public struct GoalReflection: Sendable, Equatable {
  public var id: String
  public var goalID: String
  /// The stage's index in the goal's roadmap, from 0.
  public var stage: Int
  public var day: Day
  public var worked: String
  public var hard: String
  public var createdAt: Int64

  public init(
    id: String, goalID: String, stage: Int, day: Day, worked: String, hard: String,
    createdAt: Int64
  ) {
    self.id = id
    self.goalID = goalID
    self.stage = stage
    self.day = day
    self.worked = worked
    self.hard = hard
    self.createdAt = createdAt
  }

  /// The most characters in `worked` and `hard`.
  public static let maximumLength = 500
}
