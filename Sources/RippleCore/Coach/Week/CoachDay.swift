/// One day of the coach's week view.
public struct CoachDay: Hashable, Sendable {
  public var day: Day
  public var state: CoachDayState
  public var isToday: Bool

  public init(day: Day, state: CoachDayState, isToday: Bool) {
    self.day = day
    self.state = state
    self.isToday = isToday
  }
}

/// What a day of the week amounts to for the coach.
public enum CoachDayState: String, CaseIterable, Sendable {
  case done
  /// An explicit "no" (or a logged amount short of the target).
  case missed
  /// Neither counts nor hurts.
  case skipped
  /// A past day with nothing logged; it can still be backfilled.
  case notLogged = "not_logged"
  /// Today (when not logged yet) and the days after it.
  case toCome = "to_come"
  /// Before the goal began.
  case outside
  /// In a pause: nothing expected.
  case paused

  /// Whether the day counts towards the criterion's days.
  var isAvailable: Bool {
    switch self {
    case .done, .missed, .notLogged, .toCome: return true
    case .skipped, .outside, .paused: return false
    }
  }
}
