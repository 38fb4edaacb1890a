/// When a habit is meant to be done.
public enum Schedule: Hashable, Sendable {
  /// Every day.
  case daily
  /// On the given weekdays.
  case weekdays(WeekdaySet)
  /// N times in each week (1–7), on any days.
  case timesPerWeek(Int)
  /// Every N days, counting from `start`.
  case everyNDays(Int, start: Day)
  /// N times in any rolling window of D days (Loop Habit Tracker's "N times in D days").
  case timesInDays(times: Int, days: Int)
  /// On the given days of the month (1–31); a day past the month's end falls on its last day.
  case monthDays(Set<Int>)

  /// Flexible schedules have no fixed days; the habit is due until its target is met.
  public var isFlexible: Bool {
    switch self {
    case .timesPerWeek, .timesInDays: return true
    case .daily, .weekdays, .everyNDays, .monthDays: return false
    }
  }

  /// Streaks count weeks for N-per-week habits and scheduled days for everything else.
  public var streakUnit: StreakUnit {
    if case .timesPerWeek = self { return .week }
    return .day
  }

  /// Frequency as a fraction of days (1 for daily), the `f = N / D` of the strength score.
  public var frequency: (numerator: Int, denominator: Int) {
    switch self {
    case .daily: return (1, 1)
    case .weekdays(let set): return (max(1, set.count), 7)
    case .timesPerWeek(let n): return (n, 7)
    case .everyNDays(let n, _): return (1, max(1, n))
    case .timesInDays(let times, let days): return (times, max(1, days))
    case .monthDays(let days): return (max(1, days.count), 30)
    }
  }
}

public enum StreakUnit: String, Sendable {
  case day, week
}
