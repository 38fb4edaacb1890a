/// A stored coach goal: the engine's coach state, read from the database once, with the
/// revision that guards concurrent saves. The `goals` table also keeps the goal's habit, title
/// and status as columns beside the state, for listing; they are written from the state.
public struct GoalRecord: Sendable, Equatable {
  /// The engine's coach state: the goal, its roadmaps, stages, weeks and pauses.
  public var state: CoachState
  /// Bumped by every save: a save names the revision it started from, so two moves made at
  /// once cannot both apply.
  public var revision: Int64
  public var createdAt: Int64
  public var updatedAt: Int64

  public init(state: CoachState, revision: Int64 = 1, createdAt: Int64, updatedAt: Int64) {
    self.state = state
    self.revision = revision
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  public var id: GoalID { state.goal.id }
  /// The ordinary habit that is the goal's current stage.
  public var habitID: HabitID { state.goal.habitID }
  public var title: String { state.goal.what }
  public var status: GoalStatus { state.goal.status }
  /// Active or paused: the coach still expects something of its habit.
  public var isOpen: Bool { !status.isFinished }
}
