/// What a day counts for in a completion rate.
enum DayCount: UInt8, Sendable {
  /// Skipped, or not due: counts in neither done nor due.
  case excluded
  /// Due and not done (nothing logged, partial, or missed). Today is never open unless it was
  /// marked missed: until the day ends it is pending, and counts in neither done nor due.
  case open
  /// Done; a day done counts as due even when the schedule did not ask for it.
  case done
}

/// One habit's days from its start through today reduced to `DayCount`, with prefix sums so any
/// range's rate costs O(1): the shared input of every statistic.
///
/// A habit with a weekly or period target is rated by periods, not days: a period that met its
/// target counts once as done and due, a period that fell short once as due, both on the
/// period's last day (today for the running period), and the running period not at all until it
/// is met.
struct HabitDays: Sendable {
  let start: Day
  let counts: [DayCount]
  /// `doneBefore[i]` and `dueBefore[i]`: done and due units in `start ..< start + i`.
  private let doneBefore: [Int32]
  private let dueBefore: [Int32]
  /// `daysDoneBefore[i]`: days done in `start ..< start + i`.
  private let daysDoneBefore: [Int32]
  /// What `rate(in:)` counts.
  let unit: RateUnit

  init(timeline: HabitTimeline) {
    start = timeline.start
    var counts = [DayCount](repeating: .excluded, count: timeline.count)
    for index in 0..<timeline.count {
      switch timeline.outcomes[index] {
      case .done: counts[index] = .done
      case .skipped: counts[index] = .excluded
      case .missed: counts[index] = timeline.isDue(at: index) ? .open : .excluded
      case .none, .partial:
        let pending = timeline.day(at: index) == timeline.end
        counts[index] = timeline.isDue(at: index) && !pending ? .open : .excluded
      }
    }
    let units: [DayCount]
    switch timeline.habit.schedule {
    case .timesPerWeek(let target):
      units = HabitDays.periods(
        timeline, target: target,
        from: timeline.start.startOfWeek(firstWeekday: timeline.firstWeekday), length: 7)
      unit = .weeks
    case .timesInDays(let times, let days):
      units = HabitDays.periods(timeline, target: times, from: timeline.start, length: days)
      unit = .periods
    default:
      units = counts
      unit = .days
    }
    self.counts = counts
    doneBefore = HabitDays.prefix(units) { $0 == .done }
    dueBefore = HabitDays.prefix(units) { $0 != .excluded }
    daysDoneBefore = HabitDays.prefix(counts) { $0 == .done }
  }

  private static func prefix(_ counts: [DayCount], _ include: (DayCount) -> Bool) -> [Int32] {
    var sums = [Int32](repeating: 0, count: counts.count + 1)
    for index in counts.indices { sums[index + 1] = sums[index] + (include(counts[index]) ? 1 : 0) }
    return sums
  }

  /// One unit per period (a week for a weekly target; for "times in N days", consecutive
  /// N-day windows from the habit's start), on its last day (today for the running period), so a
  /// completion never moves a period out of a range. The running period and a first period
  /// joined part-way or excused by skips count only once met.
  private static func periods(
    _ timeline: HabitTimeline, target: Int, from first: Day, length: Int
  ) -> [DayCount] {
    var units = [DayCount](repeating: .excluded, count: timeline.count)
    guard timeline.count > 0, length > 0 else { return units }
    var week = first
    while week <= timeline.end {
      let weekEnd = week.adding(days: length - 1)
      var done = 0
      var skipped = 0
      var met = false
      for day in week...weekEnd where day >= timeline.start && day <= timeline.end {
        switch timeline.outcome(on: day) {
        case .done:
          done += 1
          if done == target { met = true }
        case .skipped: skipped += 1
        default: break
        }
      }
      if met {
        units[timeline.start.distance(to: min(weekEnd, timeline.end))] = .done
      } else if weekEnd < timeline.end && week >= timeline.start && done + skipped < target {
        units[timeline.start.distance(to: weekEnd)] = .open
      }
      week = week.adding(days: length)
    }
    return units
  }

  /// Days done since the habit began.
  var totalDone: Int { Int(daysDoneBefore[counts.count]) }

  func count(on day: Day) -> DayCount {
    let index = start.distance(to: day)
    return index >= 0 && index < counts.count ? counts[index] : .excluded
  }

  /// The completion rate over `range`, clamped to the habit's days: done and due days, or weeks
  /// for a weekly target.
  func rate(in range: ClosedRange<Day>) -> Rate {
    guard let bounds = bounds(range) else { return Rate(done: 0, due: 0, unit: unit) }
    let (low, high) = bounds
    return Rate(
      done: Int(doneBefore[high] - doneBefore[low]), due: Int(dueBefore[high] - dueBefore[low]),
      unit: unit)
  }

  /// Days done in `range`.
  func daysDone(in range: ClosedRange<Day>) -> Int {
    guard let bounds = bounds(range) else { return 0 }
    let (low, high) = bounds
    return Int(daysDoneBefore[high] - daysDoneBefore[low])
  }

  /// Days of `range` the habit existed (from its start, up to today).
  func daysCounted(in range: ClosedRange<Day>) -> Int {
    guard let bounds = bounds(range) else { return 0 }
    let (low, high) = bounds
    return high - low
  }

  private func bounds(_ range: ClosedRange<Day>) -> (Int, Int)? {
    let low = max(0, start.distance(to: range.lowerBound))
    let high = min(counts.count, start.distance(to: range.upperBound) + 1)
    return low < high ? (low, high) : nil
  }
}

extension HabitTimeline {
  /// Done ÷ due over `range`, clamped to the timeline's days: the rate every statistic uses.
  public func rate(in range: ClosedRange<Day>) -> Rate {
    HabitDays(timeline: self).rate(in: range)
  }
}
