/// What a day counts for in a completion rate.
enum DayCount: UInt8, Sendable {
  /// Skipped, or not due: counts in neither done nor due.
  case excluded
  /// Due and not done (nothing logged, partial, or missed).
  case open
  /// Done; a day done counts as due even when the schedule did not ask for it.
  case done
}

/// One habit's days from its start through today reduced to `DayCount`, with prefix sums so any
/// range's rate costs O(1): the shared input of every statistic.
struct HabitDays: Sendable {
  let start: Day
  let counts: [DayCount]
  /// `doneBefore[i]` and `dueBefore[i]`: done and due days in `start ..< start + i`.
  private let doneBefore: [Int32]
  private let dueBefore: [Int32]

  init(timeline: HabitTimeline) {
    start = timeline.start
    var counts = [DayCount](repeating: .excluded, count: timeline.count)
    var doneBefore = [Int32](repeating: 0, count: timeline.count + 1)
    var dueBefore = [Int32](repeating: 0, count: timeline.count + 1)
    for index in 0..<timeline.count {
      let count: DayCount
      switch timeline.outcomes[index] {
      case .done: count = .done
      case .skipped: count = .excluded
      case .none, .partial, .missed: count = timeline.isDue(at: index) ? .open : .excluded
      }
      counts[index] = count
      doneBefore[index + 1] = doneBefore[index] + (count == .done ? 1 : 0)
      dueBefore[index + 1] = dueBefore[index] + (count == .excluded ? 0 : 1)
    }
    self.counts = counts
    self.doneBefore = doneBefore
    self.dueBefore = dueBefore
  }

  /// Days done since the habit began.
  var totalDone: Int { Int(doneBefore[counts.count]) }

  func count(on day: Day) -> DayCount {
    let index = start.distance(to: day)
    return index >= 0 && index < counts.count ? counts[index] : .excluded
  }

  /// Done and due days in `range`, clamped to the habit's days.
  func rate(in range: ClosedRange<Day>) -> Rate {
    let low = max(0, start.distance(to: range.lowerBound))
    let high = min(counts.count, start.distance(to: range.upperBound) + 1)
    guard low < high else { return .zero }
    return Rate(
      done: Int(doneBefore[high] - doneBefore[low]), due: Int(dueBefore[high] - dueBefore[low]))
  }

  /// Days of `range` the habit existed (from its start, up to today).
  func daysCounted(in range: ClosedRange<Day>) -> Int {
    let low = max(0, start.distance(to: range.lowerBound))
    let high = min(counts.count, start.distance(to: range.upperBound) + 1)
    return max(0, high - low)
  }
}

extension HabitTimeline {
  /// Done ÷ due over `range`, clamped to the timeline's days: the rate every statistic uses.
  public func rate(in range: ClosedRange<Day>) -> Rate {
    HabitDays(timeline: self).rate(in: range)
  }
}
