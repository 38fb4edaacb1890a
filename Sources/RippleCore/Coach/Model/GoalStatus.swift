/// Where a goal stands.
public enum GoalStatus: Hashable, Sendable {
  case active
  case paused(PauseMode)
  case completed(on: Day)
  /// Archived: nothing more is expected, the history is kept.
  case abandoned(on: Day)

  public var isActive: Bool { self == .active }

  public var isPaused: Bool {
    if case .paused = self { return true }
    return false
  }

  /// Completed or abandoned: no move but looking back is possible.
  public var isFinished: Bool {
    switch self {
    case .completed, .abandoned: return true
    case .active, .paused: return false
    }
  }
}

/// The two kinds of pause.
public enum PauseMode: Hashable, Sendable {
  /// Keep doing the current habit; the roadmap does not move on.
  case maintenance
  /// Nothing is expected until `resume`; no streak or week is harmed.
  case vacation(resume: Day)
}

/// A pause as it happened: from its first day through its last (nil while it lasts).
public struct PausePeriod: Hashable, Sendable {
  public var mode: PauseMode
  public var from: Day
  public var through: Day?

  public init(mode: PauseMode, from: Day, through: Day? = nil) {
    self.mode = mode
    self.from = from
    self.through = through
  }

  public func covers(_ day: Day) -> Bool {
    day >= from && (through.map { day <= $0 } ?? true)
  }
}
