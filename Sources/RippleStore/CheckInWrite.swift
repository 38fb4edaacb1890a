import RippleCore

/// The result of a check-in write.
public struct CheckInWrite: Sendable, Equatable {
  /// False when a newer write already stood and nothing changed.
  public var applied: Bool
  /// What is stored for the day now (nil when cleared).
  public var current: CheckIn?

  public init(applied: Bool, current: CheckIn?) {
    self.applied = applied
    self.current = current
  }
}
