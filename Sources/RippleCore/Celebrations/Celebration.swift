/// What a check-in write is worth celebrating, decided once by the engine so every client
/// celebrates the same thing.
public struct Celebration: Hashable, Sendable {
  /// The written day became done: its segment fills.
  public var segmentFilled: Bool
  /// This write lifted the week's done count to its target.
  public var weeklyGoalReached: Bool
  /// This write made every habit due today done.
  public var perfectDay: Bool
  /// This write brought the streak to a milestone.
  public var milestone: Milestone?

  public init(
    segmentFilled: Bool = false, weeklyGoalReached: Bool = false, perfectDay: Bool = false,
    milestone: Milestone? = nil
  ) {
    self.segmentFilled = segmentFilled
    self.weeklyGoalReached = weeklyGoalReached
    self.perfectDay = perfectDay
    self.milestone = milestone
  }

  public static let nothing = Celebration()

  public var isNothing: Bool { self == .nothing }
}

/// The facts about one habit and the day that a celebration compares before and after a write.
public struct CelebrationFacts: Hashable, Sendable {
  public var dayDone: Bool
  public var weekDone: Int
  public var weekTarget: Int
  public var streak: Int
  public var streakUnit: StreakUnit
  public var perfectToday: Bool

  public init(
    dayDone: Bool, weekDone: Int, weekTarget: Int, streak: Int, streakUnit: StreakUnit,
    perfectToday: Bool
  ) {
    self.dayDone = dayDone
    self.weekDone = weekDone
    self.weekTarget = weekTarget
    self.streak = streak
    self.streakUnit = streakUnit
    self.perfectToday = perfectToday
  }
}

extension Celebration {
  /// Compares the facts before and after a write. Un-checking celebrates nothing.
  public init(before: CelebrationFacts, after: CelebrationFacts) {
    guard after.dayDone, !before.dayDone else {
      self = .nothing
      return
    }
    let reachedGoal =
      before.weekDone < before.weekTarget && after.weekDone >= after.weekTarget
      && after.weekTarget > 0
    let milestone =
      after.streakUnit == .day && after.streak > before.streak
      ? Milestone(days: after.streak) : nil
    self.init(
      segmentFilled: true, weeklyGoalReached: reachedGoal,
      perfectDay: after.perfectToday && !before.perfectToday, milestone: milestone)
  }
}
