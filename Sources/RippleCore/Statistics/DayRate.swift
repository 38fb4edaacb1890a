/// One day of a rate series (a sparkline point or a calendar tile).
public struct DayRate: Hashable, Sendable {
  public var day: Day
  public var rate: Rate

  public init(day: Day, rate: Rate) {
    self.day = day
    self.rate = rate
  }
}

/// One day of a numeric series (habit strength).
public struct DayValue: Hashable, Sendable {
  public var day: Day
  public var value: Double

  public init(day: Day, value: Double) {
    self.day = day
    self.value = value
  }
}

extension StatisticsInput {
  /// The active habits' done and due counts on every day of `range` up to today: the sparkline,
  /// and the tiles of the calendar heatmap.
  public func dailyRates(in range: ClosedRange<Day>) -> [DayRate] {
    guard range.lowerBound <= today else { return [] }
    let last = min(range.upperBound, today)
    let length = range.lowerBound.distance(to: last) + 1
    var done = [Int32](repeating: 0, count: length)
    var due = [Int32](repeating: 0, count: length)
    for index in active {
      let habit = days[index]
      let offset = range.lowerBound.distance(to: habit.start)
      let low = max(0, -offset)
      let high = min(habit.counts.count, length - offset)
      guard low < high else { continue }
      for position in low..<high {
        switch habit.counts[position] {
        case .excluded: break
        case .open: due[position + offset] += 1
        case .done:
          due[position + offset] += 1
          done[position + offset] += 1
        }
      }
    }
    return (0..<length).map {
      DayRate(
        day: range.lowerBound.adding(days: $0), rate: Rate(done: Int(done[$0]), due: Int(due[$0])))
    }
  }
}
