import RippleCore

/// A stored coach goal. The store keeps the engine's coach state as JSON it does not interpret
/// (`state`); `status` and `title` are copies of it for listing without decoding.
public struct GoalRecord: Sendable, Equatable {
  public var id: String
  /// The ordinary habit that is the goal's current stage.
  public var habitID: HabitID
  public var title: String
  public var status: String
  /// The engine's `CoachState` as a JSON object.
  public var state: String
  /// Bumped by every save: a save names the revision it started from, so two moves made at
  /// once cannot both apply.
  public var revision: Int64
  public var createdAt: Int64
  public var updatedAt: Int64

  public init(
    id: String, habitID: HabitID, title: String, status: String, state: String,
    revision: Int64 = 1, createdAt: Int64, updatedAt: Int64
  ) {
    self.id = id
    self.habitID = habitID
    self.title = title
    self.status = status
    self.state = state
    self.revision = revision
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}
