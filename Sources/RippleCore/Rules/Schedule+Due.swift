extension Schedule {
  /// Whether a fixed schedule falls on `day`; flexible schedules fall on every day.
  public func falls(on day: Day) -> Bool {
    switch self {
    case .daily, .timesPerWeek, .timesInDays:
      return true
    case .weekdays(let set):
      return set.contains(day.weekday)
    case .everyNDays(let n, let start):
      guard n > 0, day >= start else { return false }
      return start.distance(to: day) % n == 0
    case .monthDays(let days):
      let (year, month, dayOfMonth) = day.civil
      let length = Day.length(ofMonth: month, year: year)
      if days.contains(dayOfMonth) { return true }
      // Days past the end of a short month fall on its last day.
      return dayOfMonth == length && days.contains(where: { $0 > length })
    }
  }
}

extension Schedule {
  /// The first day after `day` the schedule falls on, looking a year ahead (nil if none).
  public func nextDay(after day: Day) -> Day? {
    var next = day.adding(days: 1)
    for _ in 0..<366 {
      if falls(on: next) { return next }
      next = next.adding(days: 1)
    }
    return nil
  }
}

extension HabitLog {
  /// Whether the habit asks to be done on `day`.
  ///
  /// Fixed schedules are due on their days. Flexible schedules are due while their target for
  /// the period is not yet met by other days, and on any day they were done; only days up to
  /// `end` count (a timeline through `end` answers the same).
  public func isDue(on day: Day, firstWeekday: Weekday, countingThrough end: Day? = nil) -> Bool {
    guard day >= startDay else { return false }
    switch habit.schedule {
    case .daily, .weekdays, .everyNDays, .monthDays:
      return habit.schedule.falls(on: day)
    case .timesPerWeek(let target):
      if isDone(on: day) { return true }
      let week = day.startOfWeek(firstWeekday: firstWeekday)
      let last = min(week.adding(days: 6), end ?? week.adding(days: 6))
      return doneCount(in: week...max(week, last)) < target
    case .timesInDays(let times, let days):
      if isDone(on: day) { return true }
      guard days > 1 else { return true }
      return doneCount(in: day.adding(days: -(days - 1))...day.adding(days: -1)) < times
    }
  }
}
