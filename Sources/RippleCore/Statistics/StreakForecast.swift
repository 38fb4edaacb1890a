/// "At your current pace, you'll reach a 30-day streak by Dec 21":
/// the day a running streak reaches its next milestone if every due unit from today on is done.
public struct StreakForecast: Hashable, Sendable {
  public var current: Int
  /// The next milestone (3, 7, 14, 30, 50, 60, 100, 365), in the streak's unit.
  public var target: Int
  public var unit: StreakUnit
  public var day: Day

  public init(current: Int, target: Int, unit: StreakUnit, day: Day) {
    self.current = current
    self.target = target
    self.unit = unit
    self.day = day
  }

  /// The forecast for a running streak, or nil without one (or past the last milestone).
  public init?(_ status: StreakStatus, schedule: Schedule, today: Day, firstWeekday: Weekday) {
    guard status.current > 0, let run = status.runs.last, !run.endedByMiss,
      let milestone = Milestone.next(after: status.current)
    else { return nil }
    let remaining = milestone.days - status.current
    let day: Day
    switch schedule {
    case .timesPerWeek:
      let weekEnd = today.startOfWeek(firstWeekday: firstWeekday).adding(days: 6)
      let thisWeekCounted = run.end >= today.startOfWeek(firstWeekday: firstWeekday)
      day = weekEnd.adding(days: 7 * (thisWeekCounted ? remaining : remaining - 1))
    case .timesInDays(let times, let days):
      let from = run.end >= today ? today : today.adding(days: -1)
      let needed = (remaining * max(1, days) + max(1, times) - 1) / max(1, times)
      day = from.adding(days: needed)
    case .daily, .weekdays, .everyNDays, .monthDays:
      guard let found = StreakForecast.nthDueDay(remaining, of: schedule, after: run.end, today)
      else { return nil }
      day = found
    }
    self.init(current: status.current, target: milestone.days, unit: status.unit, day: day)
  }

  /// The `n`-th day on which a fixed schedule falls, from today (or tomorrow when today counted).
  static func nthDueDay(_ n: Int, of schedule: Schedule, after last: Day, _ today: Day) -> Day? {
    var day = last >= today ? today : today.adding(days: -1)
    var found = 0
    for _ in 0..<(n * 62 + 62) {
      day = day.adding(days: 1)
      if schedule.falls(on: day) {
        found += 1
        if found == n { return day }
      }
    }
    return nil
  }

  /// Streak progress toward the target, 0…1.
  public var progress: Double { Double(current) / Double(target) }

  /// "30-day streak", "7-week streak".
  public var targetText: String { "\(target)-\(unit.rawValue) streak" }

  /// "At your current pace, you'll reach a 30-day streak by Dec 21."
  public func text(today: Day) -> String {
    "At your current pace, you'll reach a \(targetText) by \(day.monthDayText(referenceYear: today.year))."
  }

  func insight(_ habit: Habit, today: Day, aboutHabit: Bool) -> Insight {
    let soFar = "\(current) of \(target) \(unit.rawValue)s."
    return Insight(
      kind: .streakPrediction, title: InsightKind.streakPrediction.title(calm: false),
      text: text(today: today), detail: aboutHabit ? soFar : "\"\(habit.name)\": " + soFar,
      value: target, progress: progress, day: day, habitIDs: [habit.id])
  }
}
