/// A habit's days laid out densely from its start day through an end day, so the rules that
/// walk whole histories (streaks, strength, statistics) run in linear time.
public struct HabitTimeline: Sendable {
  public let habit: Habit
  public let start: Day
  public let end: Day
  public let firstWeekday: Weekday
  public let outcomes: [DayOutcome]
  /// The logged value of each day (0 when none): the input of numeric strength.
  public let values: [Double]
  /// `doneBefore[i]` = days done in `start ..< start + i`.
  private let doneBefore: [Int32]

  public init(log: HabitLog, through end: Day, firstWeekday: Weekday) {
    self.habit = log.habit
    self.start = log.startDay
    self.end = end
    self.firstWeekday = firstWeekday
    let count = max(0, log.startDay.distance(to: end) + 1)
    var outcomes = [DayOutcome](repeating: .none, count: count)
    var values = [Double](repeating: 0, count: count)
    for (day, checkIn) in log.checkIns {
      let index = log.startDay.distance(to: day)
      guard index >= 0, index < count else { continue }
      outcomes[index] = checkIn.outcome(for: log.habit.measure)
      values[index] = checkIn.value ?? (checkIn.state == .done ? 1 : 0)
    }
    var doneBefore = [Int32](repeating: 0, count: count + 1)
    for index in 0..<count {
      doneBefore[index + 1] = doneBefore[index] + (outcomes[index] == .done ? 1 : 0)
    }
    self.outcomes = outcomes
    self.values = values
    self.doneBefore = doneBefore
  }

  public var count: Int { outcomes.count }

  public func index(of day: Day) -> Int { start.distance(to: day) }

  public func day(at index: Int) -> Day { start.adding(days: index) }

  public func outcome(on day: Day) -> DayOutcome {
    let index = index(of: day)
    return index >= 0 && index < count ? outcomes[index] : .none
  }

  /// Days done in `range`, clamped to the timeline.
  public func doneCount(in range: ClosedRange<Day>) -> Int {
    let low = max(0, index(of: range.lowerBound))
    let high = min(count, index(of: range.upperBound) + 1)
    guard low < high else { return 0 }
    return Int(doneBefore[high] - doneBefore[low])
  }

  /// Whether the habit asks to be done on the day at `index` (see `HabitLog.isDue`).
  public func isDue(at index: Int) -> Bool {
    guard index >= 0 else { return false }
    let day = day(at: index)
    switch habit.schedule {
    case .daily, .weekdays, .everyNDays, .monthDays:
      return habit.schedule.falls(on: day)
    case .timesPerWeek(let target):
      if index < count, outcomes[index] == .done { return true }
      let week = day.startOfWeek(firstWeekday: firstWeekday)
      return doneCount(in: week...week.adding(days: 6)) < target
    case .timesInDays(let times, let days):
      if index < count, outcomes[index] == .done { return true }
      guard days > 1 else { return true }
      return doneCount(in: day.adding(days: -(days - 1))...day.adding(days: -1)) < times
    }
  }
}
