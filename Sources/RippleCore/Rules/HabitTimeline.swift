/// A habit's days laid out densely from its start day through an end day, so the rules that
/// walk whole histories (streaks, strength, statistics) run in linear time.
public struct HabitTimeline: Sendable {
  public let habit: Habit
  public let start: Day
  public let end: Day
  public let firstWeekday: Weekday
  public let outcomes: [DayOutcome]
  /// `doneBefore[i]` = days done in `start ..< start + i`.
  let doneBefore: [Int32]
  /// `due[i]`: whether the day at `i` is due (see `isDue(at:)`), worked out once.
  let due: [Bool]
  private let ledger: Ledger
  /// The index of the ledger's first day.
  private let ledgerOffset: Int

  public init(log: HabitLog, through end: Day, firstWeekday: Weekday) {
    self.habit = log.habit
    self.start = log.startDay
    self.end = end
    self.firstWeekday = firstWeekday
    let count = max(0, log.startDay.distance(to: end) + 1)
    var outcomes = [DayOutcome](repeating: .none, count: count)
    let numeric = log.habit.measure.numericTarget
    ledger = log.ledger
    ledgerOffset = log.startDay.distance(to: ledger.start)
    for index in HabitTimeline.indices(of: ledger, offset: ledgerOffset, count: count) {
      outcomes[index] = ledger.outcome(at: index - ledgerOffset, numeric: numeric)
    }
    var doneBefore = [Int32](repeating: 0, count: count + 1)
    var done: Int32 = 0
    for index in 0..<count {
      if outcomes[index] == .done { done &+= 1 }
      doneBefore[index + 1] = done
    }
    self.outcomes = outcomes
    self.doneBefore = doneBefore
    self.due = HabitTimeline.dueDays(
      log.habit.schedule, start: log.startDay, firstWeekday: firstWeekday, outcomes: outcomes,
      doneBefore: doneBefore)
  }

  public var count: Int { outcomes.count }

  /// The logged value of each day (0 when none; 1 for a done day without a value): the input
  /// of numeric strength. Worked out on each use, so read it once rather than per day.
  public var values: [Double] {
    var values = [Double](repeating: 0, count: count)
    for index in HabitTimeline.indices(of: ledger, offset: ledgerOffset, count: count) {
      guard let (state, value) = ledger.entry(at: index - ledgerOffset) else { continue }
      values[index] = value ?? (state == .done ? 1 : 0)
    }
    return values
  }

  /// The timeline indices the ledger covers.
  private static func indices(of ledger: Ledger, offset: Int, count: Int) -> Range<Int> {
    let first = max(0, offset)
    return first..<max(first, min(count, offset + ledger.count))
  }

  public func index(of day: Day) -> Int { start.distance(to: day) }

  public func day(at index: Int) -> Day { start.adding(days: index) }

  public func outcome(on day: Day) -> DayOutcome {
    let index = index(of: day)
    return index >= 0 && index < count ? outcomes[index] : .none
  }

  /// Days done in `range`, clamped to the timeline.
  public func doneCount(in range: ClosedRange<Day>) -> Int {
    HabitTimeline.doneCount(
      doneBefore, from: index(of: range.lowerBound), through: index(of: range.upperBound))
  }

  /// Whether the habit asks to be done on the day at `index` (see `HabitLog.isDue`).
  public func isDue(at index: Int) -> Bool {
    if index >= 0 && index < due.count { return due[index] }
    return index >= 0 && isDueAfterTheEnd(index)
  }

  /// Days done from `low` through `high` (indices, clamped to the timeline).
  static func doneCount(_ doneBefore: [Int32], from low: Int, through high: Int) -> Int {
    let low = max(0, low)
    let high = min(doneBefore.count - 1, high + 1)
    guard low < high else { return 0 }
    return Int(doneBefore[high] - doneBefore[low])
  }
}
