/// The kinds of schedule by the API's codes, with the short label of the form's frequency
/// control.
public enum ScheduleKind: String, CaseIterable, Sendable {
  case daily
  case timesPerWeek = "times_per_week"
  case weekdays
  case everyNDays = "every_n_days"
  case monthDays = "month_days"
  /// Loop Habit Tracker's "N times in D days": kept from imports, not offered for new habits.
  case timesInDays = "times_in_days"

  public var code: String { rawValue }

  public var title: String {
    switch self {
    case .daily: return "Daily"
    case .timesPerWeek: return "Weekly"
    case .weekdays: return "Days"
    case .everyNDays: return "Interval"
    case .monthDays: return "Monthly"
    case .timesInDays: return "Custom"
    }
  }

  /// Whether the habit form offers the kind for a new habit.
  public var isOffered: Bool { self != .timesInDays }

  /// Streaks of N-per-week habits count weeks; every other kind counts scheduled days.
  public var streakUnit: StreakUnit { self == .timesPerWeek ? .week : .day }
}

extension Schedule {
  public var kind: ScheduleKind {
    switch self {
    case .daily: return .daily
    case .weekdays: return .weekdays
    case .timesPerWeek: return .timesPerWeek
    case .everyNDays: return .everyNDays
    case .timesInDays: return .timesInDays
    case .monthDays: return .monthDays
    }
  }
}
