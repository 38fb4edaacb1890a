/// The insight cards of a range (`GET /api/v1/insights?range=`), in display order.
///
/// In calm mode the cards only observe: no trend, no week-over-week comparison,
/// no streaks, no numbers comparing one group of days with another.
public struct InsightsReport: Hashable, Sendable {
  public var period: StatsPeriod
  public var insights: [Insight]
  /// Set, with no cards, until something has been completed in the period.
  public var emptyText: String?

  public static let emptyMessage = "Complete a few habits to see insights about your patterns."

  public init(period: StatsPeriod, insights: [Insight], emptyText: String?) {
    self.period = period
    self.insights = insights
    self.emptyText = emptyText
  }

  /// Throws `needsPremium` when the user's plan does not show `range`; the advanced cards come
  /// back locked when the plan does not include them.
  public init(_ input: StatisticsInput, range: StatsRange) throws(StatisticsError) {
    try input.checkAccess(range)
    let period = input.period(range)
    var rates: [HabitRate] = []
    var total = Rate.zero
    for index in input.active {
      let rate = input.days[index].rate(in: period.elapsed)
      guard !rate.isEmpty else { continue }
      rates.append(HabitRate(habit: input.logs[index].habit, rate: rate))
      total += rate
    }
    guard total.done > 0 else {
      self.init(period: period, insights: [], emptyText: InsightsReport.emptyMessage)
      return
    }
    var insights = [
      ConsistencyInsights.overall(total, period: period),
      ConsistencyInsights.byHabit(rates, period: period),
    ]
    if let most = ConsistencyInsights.mostConsistent(rates, period: period) {
      insights.append(most)
    }
    if let growth = ConsistencyInsights.roomForGrowth(rates, period: period) {
      insights.append(growth)
    }
    if let weekdays = DayOfWeekInsight.make(
      input.dailyRates(in: period.elapsed), firstWeekday: input.settings.firstWeekday)
    {
      insights.append(weekdays)
    }
    if !input.settings.isCalm, let week = WeekComparisonInsight.make(input) {
      insights.append(week)
    }
    insights += InsightsReport.advanced(input, period: period, habit: nil, nil)
    self.init(period: period, insights: insights, emptyText: nil)
  }

  public init(
    logs: [HabitLog], range: StatsRange, today: Day, settings: Settings, minutesIntoDay: Int = 0
  ) throws(StatisticsError) {
    try self.init(
      StatisticsInput(
        logs: logs, today: today, settings: settings, minutesIntoDay: minutesIntoDay),
      range: range)
  }
}
