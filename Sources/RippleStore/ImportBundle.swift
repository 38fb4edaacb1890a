import RippleCore

/// Habits and check-ins read from another app, ready to be added.
public struct ImportBundle: Sendable, Equatable {
  public var habits: [Habit]
  public var checkIns: [CheckIn]

  public init(habits: [Habit], checkIns: [CheckIn]) {
    self.habits = habits
    self.checkIns = checkIns
  }
}
