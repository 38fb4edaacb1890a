import RippleCore

/// Lengths of time per day, with overlaps counted once: two apps logging the same night's
/// sleep, or the same meditation, add up to the time covered, not to the sum of both.
struct IntervalUnion {
  private struct Interval {
    var start: Int
    var end: Int
  }

  private var intervals: [Day: [Interval]] = [:]
  /// Past this many intervals on one day, they are merged in place so a hostile file cannot
  /// make one day hold millions.
  private var compactionThreshold = 4096

  /// Adds `start..<end` (seconds since the epoch) to `day`.
  mutating func add(from start: Int, to end: Int, on day: Day) {
    intervals[day, default: []].append(Interval(start: start, end: end))
    if intervals[day]!.count >= compactionThreshold {
      intervals[day] = Self.merged(intervals[day]!)
      if intervals[day]!.count * 2 >= compactionThreshold { compactionThreshold *= 2 }
    }
  }

  /// Per day, the minutes the day's intervals cover.
  func minutesPerDay() -> [Day: Double] {
    intervals.mapValues { list in
      Double(Self.merged(list).reduce(0) { $0 + $1.end - $1.start }) / 60
    }
  }

  private static func merged(_ list: [Interval]) -> [Interval] {
    var result: [Interval] = []
    for interval in list.sorted(by: { $0.start < $1.start }) {
      if let last = result.last, interval.start <= last.end {
        result[result.count - 1].end = max(last.end, interval.end)
      } else {
        result.append(interval)
      }
    }
    return result
  }
}
