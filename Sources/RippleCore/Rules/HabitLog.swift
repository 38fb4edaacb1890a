/// A habit together with its check-ins: the input of every per-habit rule.
public struct HabitLog: Sendable {
  public var habit: Habit {
    didSet { memo = TimelineMemo() }
  }
  public private(set) var checkIns: [Day: CheckIn]
  /// The first day anything can be due: the creation day, or an earlier check-in (imports,
  /// retroactive logging).
  public private(set) var startDay: Day
  /// The check-ins again, packed by day and kept in step with `checkIns`, so timelines are laid
  /// out without walking the dictionary.
  private(set) var ledger = Ledger()
  /// The last timeline laid out of this log as it is (`timeline(through:firstWeekday:)`); every
  /// change starts a new one.
  private var memo = TimelineMemo()

  public init(habit: Habit, checkIns: some Sequence<CheckIn>) {
    self.habit = habit
    var byDay: [Day: CheckIn] = [:]
    for checkIn in checkIns where checkIn.habitID == habit.id {
      // Two for the same day (a replayed offline write): the newer one wins.
      if let kept = byDay[checkIn.day], kept.updatedAt > checkIn.updatedAt { continue }
      byDay[checkIn.day] = checkIn
    }
    self.checkIns = byDay
    self.startDay = habit.createdDay
    self.startDay = earliestDay()
    if let first = byDay.keys.min(), let last = byDay.keys.max() {
      ledger.cover(first...last)
      for (day, checkIn) in byDay { ledger.record(checkIn, on: day) }
    }
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
    memo = TimelineMemo()
    if checkIn.day < startDay { startDay = checkIn.day }
    ledger.record(checkIn, on: checkIn.day)
  }

  public mutating func clear(_ day: Day) {
    guard checkIns.removeValue(forKey: day) != nil else { return }
    memo = TimelineMemo()
    ledger.record(nil, on: day)
    if day == startDay { startDay = earliestDay() }
  }

  /// The log's timeline through `end`: laid out once for the log as it is, and again only after
  /// it changes (or for another end or first weekday).
  public func timeline(through end: Day, firstWeekday: Weekday) -> HabitTimeline {
    memo.timeline(through: end, firstWeekday: firstWeekday) {
      HabitTimeline(log: self, through: end, firstWeekday: firstWeekday)
    }
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
