/// A habit together with its check-ins: the input of every per-habit rule.
public struct HabitLog: Sendable {
  public var habit: Habit
  public private(set) var checkIns: [Day: CheckIn]
  /// The first day anything can be due: the creation day, or an earlier check-in (imports,
  /// retroactive logging).
  public private(set) var startDay: Day

  public init(habit: Habit, checkIns: some Sequence<CheckIn>) {
    self.habit = habit
    var byDay: [Day: CheckIn] = [:]
    for checkIn in checkIns where checkIn.habitID == habit.id {
      byDay[checkIn.day] = checkIn
    }
    self.checkIns = byDay
    self.startDay = habit.createdDay
    self.startDay = earliestDay()
  }

  public func outcome(on day: Day) -> DayOutcome {
    checkIns[day]?.outcome(for: habit.measure) ?? .none
  }

  public func isDone(on day: Day) -> Bool {
    outcome(on: day) == .done
  }

  /// Sets or replaces the check-in of `checkIn.day`.
  public mutating func set(_ checkIn: CheckIn) {
    checkIns[checkIn.day] = checkIn
    if checkIn.day < startDay { startDay = checkIn.day }
  }

  public mutating func clear(_ day: Day) {
    guard checkIns.removeValue(forKey: day) != nil else { return }
    if day == startDay { startDay = earliestDay() }
  }

  /// Days done in `range`.
  public func doneCount(in range: ClosedRange<Day>) -> Int {
    var count = 0
    for day in range where isDone(on: day) { count += 1 }
    return count
  }

  private func earliestDay() -> Day {
    var start = habit.createdDay
    for day in checkIns.keys where day < start { start = day }
    return start
  }
}
