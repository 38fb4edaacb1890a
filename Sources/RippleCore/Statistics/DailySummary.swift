/// The words under the success-rate sparkline: the average of the daily rates
/// over the days something was due, the best such day and the latest.
public struct DailySummary: Hashable, Sendable {
  /// The mean of the due days' rates, as a whole percent.
  public var averagePercent: Int
  /// The first day with the highest rate.
  public var best: DayRate
  /// The last day something was due.
  public var latest: DayRate

  /// Nil when nothing was due on any day.
  public init?(_ daily: [DayRate]) {
    let due = daily.filter { !$0.rate.isEmpty }
    guard let first = due.first, let last = due.last else { return nil }
    var best = first
    var sum = 0.0
    for day in due {
      sum += day.rate.fraction
      if day.rate.percent > best.rate.percent { best = day }
    }
    averagePercent = Percent.rounded(sum / Double(due.count))
    self.best = best
    latest = last
  }
}
