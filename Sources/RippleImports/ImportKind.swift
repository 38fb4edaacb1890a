/// The files Ripple imports, each named the way its app names itself.
public enum ImportKind: String, CaseIterable, Sendable {
  case loop
  case rippleCSV = "ripple-csv"
  case habitBull = "habitbull"
  case csv
  case habitKit = "habitkit"
  case habitica
  case beaver
  case tableHabit = "table-habit"
  case tickmate

  public var title: String {
    switch self {
    case .loop: return "Loop Habit Tracker"
    case .rippleCSV: return "Ripple CSV"
    case .habitBull: return "HabitBull"
    case .csv: return "CSV"
    case .habitKit: return "HabitKit"
    case .habitica: return "Habitica"
    case .beaver: return "Beaver Habit Tracker"
    case .tableHabit: return "Table Habit"
    case .tickmate: return "Tickmate"
    }
  }

  /// What the file carries over, and what it does not, in a sentence for the import screen.
  public var carries: String {
    switch self {
    case .loop:
      return "Habits with their schedules, targets, reminders and colours; every entry and note."
    case .rippleCSV:
      return
        "Habits by name and every check-in with its value and note (schedules are not in the file)."
    case .habitBull:
      return
        "Habits with their descriptions, each day's value and comment; categories are not imported."
    case .csv:
      return "One habit per name in the habit column; each row's day, value or done, and note."
    case .habitKit:
      return
        "Habits with their targets (per day or week), at-most habits, archived habits and each day's completions and notes."
    case .habitica:
      return
        "Habits and dailies (with their days of the week) and the days they scored up; rewards and to-dos are not habits and are left out."
    case .beaver:
      return "Habits, archived habits, weekly goals and each day's tick and note."
    case .tableHabit:
      return
        "Habits with their daily goals, frequencies, negative habits as at-most, archived habits and each day's record (done with its value, or skipped)."
    case .tickmate:
      return
        "Tracks (disabled ones archived) and their ticks; a track with several ticks a day counts them."
    }
  }
}
