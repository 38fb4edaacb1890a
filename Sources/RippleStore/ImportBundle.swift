import RippleCore

/// Habits and check-ins read from another app, ready to be added.
public struct ImportBundle: Sendable, Equatable {
  public var habits: [Habit]
  public var checkIns: [CheckIn]
  /// What the file held that is not imported, in words (carried to `ImportSummary`).
  public var skipped: [String]
  /// What is imported differently from the file, in words (carried to `ImportSummary`).
  public var adjusted: [String]

  public init(
    habits: [Habit], checkIns: [CheckIn], skipped: [String] = [], adjusted: [String] = []
  ) {
    self.habits = habits
    self.checkIns = checkIns
    self.skipped = skipped
    self.adjusted = adjusted
  }
}
