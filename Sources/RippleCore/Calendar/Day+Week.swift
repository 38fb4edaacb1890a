extension Day {
  /// The first day of the week containing `self`, for weeks starting on `firstWeekday`.
  public func startOfWeek(firstWeekday: Weekday) -> Day {
    let offset = (weekday.rawValue - firstWeekday.rawValue + 7) % 7
    return adding(days: -offset)
  }

  /// The seven consecutive days of the week containing `self`.
  public func week(firstWeekday: Weekday) -> [Day] {
    let start = startOfWeek(firstWeekday: firstWeekday)
    return (0..<7).map { start.adding(days: $0) }
  }

  public var startOfMonth: Day {
    Day(daysSinceEpoch: daysSinceEpoch - (dayOfMonth - 1))
  }

  /// Every day of the month containing `self`.
  public var monthRange: ClosedRange<Day> {
    let (year, month, _) = civil
    let start = startOfMonth
    return start...start.adding(days: Day.length(ofMonth: month, year: year) - 1)
  }
}
