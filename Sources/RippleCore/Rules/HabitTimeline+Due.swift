extension HabitTimeline {
  /// `isDue(at:)` for a day after the timeline's end, which it has not laid out.
  func isDueAfterTheEnd(_ index: Int) -> Bool {
    let day = day(at: index)
    switch habit.schedule {
    case .daily, .weekdays, .everyNDays, .monthDays:
      return habit.schedule.falls(on: day)
    case .timesPerWeek(let target):
      let week = self.index(of: day.startOfWeek(firstWeekday: firstWeekday))
      return HabitTimeline.doneCount(doneBefore, from: week, through: week + 6) < target
    case .timesInDays(let times, let days):
      guard days > 1 else { return true }
      return HabitTimeline.doneCount(doneBefore, from: index - days + 1, through: index - 1) < times
    }
  }

  /// `isDue(at:)` for every day of the timeline, in one pass. Fixed schedules are due on their
  /// days; flexible ones on the days done, and on the others while the period's target is not met.
  static func dueDays(
    _ schedule: Schedule, start: Day, firstWeekday: Weekday, outcomes: [DayOutcome],
    doneBefore: [Int32]
  ) -> [Bool] {
    let count = outcomes.count
    if case .daily = schedule { return [Bool](repeating: true, count: count) }
    var due = [Bool](repeating: false, count: count)
    switch schedule {
    case .daily:
      break
    case .weekdays(let set):
      var weekday = start.weekday.rawValue
      for index in 0..<count {
        due[index] = set.bits & (1 << UInt8(weekday)) != 0
        weekday = weekday == 6 ? 0 : weekday + 1
      }
    case .everyNDays(let every, let first):
      guard every > 0 else { break }
      // The first due day on or after the timeline's start, then every `every` days.
      let firstIndex = start.distance(to: first)
      var index = firstIndex >= 0 ? firstIndex : (firstIndex % every + every) % every
      while index < count {
        due[index] = true
        index += every
      }
    case .monthDays(let days):
      var listed = [Bool](repeating: false, count: 32)
      for day in days where (1...31).contains(day) { listed[day] = true }
      let latest = days.max() ?? 0
      var (year, month, dayOfMonth) = start.civil
      var length = Day.length(ofMonth: month, year: year)
      for index in 0..<count {
        // Days past the end of a short month fall on its last day (as `Schedule.falls(on:)`).
        due[index] = listed[dayOfMonth] || (dayOfMonth == length && latest > length)
        if dayOfMonth < length {
          dayOfMonth += 1
        } else {
          dayOfMonth = 1
          month = month == 12 ? 1 : month + 1
          if month == 1 { year += 1 }
          length = Day.length(ofMonth: month, year: year)
        }
      }
    case .timesPerWeek(let target):
      // The index of the first day of the week holding index 0 (zero or negative).
      var week = start.distance(to: start.startOfWeek(firstWeekday: firstWeekday))
      for index in 0..<count {
        if index - week == 7 { week = index }
        due[index] =
          outcomes[index] == .done || doneCount(doneBefore, from: week, through: week + 6) < target
      }
    case .timesInDays(let times, let days):
      for index in 0..<count {
        due[index] =
          outcomes[index] == .done || days <= 1
          || doneCount(doneBefore, from: index - days + 1, through: index - 1) < times
      }
    }
    return due
  }
}
