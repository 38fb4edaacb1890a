import RippleCore

/// Habits and check-ins read from another app, ready to be added.
public struct ImportBundle: Sendable, Equatable {
  public var habits: [Habit]
  public var checkIns: [CheckIn]
  /// What the file held that is not imported, in words (carried to `ImportSummary`).
  public var skipped: [String]
  /// What is imported differently from the file, in words (carried to `ImportSummary`).
  public var adjusted: [String]
  /// Whether a habit named like one the user has (ignoring case) adds its days to that habit,
  /// days it already has left alone, instead of becoming a habit of its own: so importing the
  /// same file twice changes nothing the second time.
  public var mergesByName: Bool

  public init(
    habits: [Habit], checkIns: [CheckIn], skipped: [String] = [], adjusted: [String] = [],
    mergesByName: Bool = false
  ) {
    self.habits = habits
    self.checkIns = checkIns
    self.skipped = skipped
    self.adjusted = adjusted
    self.mergesByName = mergesByName
  }
}
