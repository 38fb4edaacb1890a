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
    var start = habit.createdDay
    for checkIn in checkIns where checkIn.habitID == habit.id {
      byDay[checkIn.day] = checkIn
      if checkIn.day < start { start = checkIn.day }
    }
    self.checkIns = byDay
    self.startDay = start
  }

  public func outcome(on day: Day) -> DayOutcome {
    checkIns[day]?.outcome(for: habit.measure) ?? .none
  }

  public func isDone(on day: Day) -> Bool {
    outcome(on: day) == .done
  }

  /// Sets or clears the check-in of `checkIn.day`.
  public mutating func set(_ checkIn: CheckIn) {
    checkIns[checkIn.day] = checkIn
    if checkIn.day < startDay { startDay = checkIn.day }
  }

  public mutating func clear(_ day: Day) {
    checkIns[day] = nil
  }

  /// Days done in `range`.
  public func doneCount(in range: ClosedRange<Day>) -> Int {
    var count = 0
    for day in range where isDone(on: day) { count += 1 }
    return count
  }
}
