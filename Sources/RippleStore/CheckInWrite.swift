import RippleCore

/// The result of a check-in write.
public struct CheckInWrite: Sendable {
  /// False when a newer write already stood and nothing changed.
  public var applied: Bool
  /// What is stored for the day now (nil when cleared).
  public var current: CheckIn?
  /// What the day held before the write (nil when nothing).
  public var previous: CheckIn?
  /// Every habit (archived ones too) with all its check-ins just after the write, with no other
  /// write in between: what `CheckInOutcome` compares.
  public var logs: [HabitLog]
  /// Every goal of the user as the write found them (read in its transaction, or kept from the
  /// last write while nothing else changed): what the coach's card and message follow.
  public var goals: [GoalRecord]

  public init(
    applied: Bool, current: CheckIn?, previous: CheckIn?, logs: [HabitLog],
    goals: [GoalRecord] = []
  ) {
    self.applied = applied
    self.current = current
    self.previous = previous
    self.logs = logs
    self.goals = goals
  }
}
