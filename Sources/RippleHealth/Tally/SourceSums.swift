import RippleCore

/// Each source's sum per day, read back as the largest of them.
///
/// An iPhone and an Apple Watch both count the steps of the same walk, so adding their records
/// would count it twice. Apple's own totals pick, minute by minute, the source of higher
/// priority, which an export does not describe. Taking, for each day, the largest of the
/// sources' day sums is the defensible stand-in: never more than the true total, and equal to
/// it whenever one device saw the whole day.
struct SourceSums {
  private struct Key: Hashable {
    var day: Int
    var source: Int
  }

  private var sums: [Key: Double] = [:]

  mutating func add(_ value: Double, on day: Day, source: Int) {
    sums[Key(day: day.daysSinceEpoch, source: source), default: 0] += value
  }

  /// Per day, the largest source's sum.
  func largestPerDay() -> [Day: Double] {
    var days: [Day: Double] = [:]
    for (key, sum) in sums {
      let day = Day(daysSinceEpoch: key.day)
      days[day] = max(days[day] ?? 0, sum)
    }
    return days
  }
}
