/// What a move returns: the new state to persist, whether the linked habit changed, and what
/// to tell the user.
public struct CoachUpdate: Hashable, Sendable {
  public var state: CoachState
  /// The day from which the new stage (if any) applies.
  public var effectiveFrom: Day
  /// Set when the linked habit's definition changes: apply it with `StageHabit.applied(to:)`.
  public var habitChange: StageHabit?
  public var message: CoachMessage
  /// "Completed more than required": an extra celebration.
  public var celebrateExtra: Bool

  public init(
    state: CoachState, effectiveFrom: Day, habitChange: StageHabit?, message: CoachMessage,
    celebrateExtra: Bool = false
  ) {
    self.state = state
    self.effectiveFrom = effectiveFrom
    self.habitChange = habitChange
    self.message = message
    self.celebrateExtra = celebrateExtra
  }

  /// The linked habit after the move.
  public func linkedHabit(base: Habit) -> Habit { state.linkedHabit(base: base) }
}
