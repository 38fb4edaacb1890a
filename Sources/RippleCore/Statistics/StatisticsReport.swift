/// The Statistics screen for a range (`GET /api/v1/stats?range=`): the range control with its
/// locks, the overview, and every active habit's performance in the user's order.
public struct StatisticsReport: Hashable, Sendable {
  public var ranges: [StatsRangeOption]
  public var overview: PeriodStatistics
  public var habits: [HabitStatistics]

  public init(ranges: [StatsRangeOption], overview: PeriodStatistics, habits: [HabitStatistics]) {
    self.ranges = ranges
    self.overview = overview
    self.habits = habits
  }

  /// Throws `needsPremium` when the user's plan does not show `range`.
  public init(_ input: StatisticsInput, range: StatsRange) throws(StatisticsError) {
    try input.checkAccess(range)
    let period = input.period(range)
    self.init(
      ranges: StatsRange.options(tier: input.settings.tier, today: input.today),
      overview: PeriodStatistics(input, range: range),
      habits: input.active.map { HabitStatistics(input, index: $0, period: period) })
  }

  public init(
    logs: [HabitLog], range: StatsRange, today: Day, settings: Settings, minutesIntoDay: Int = 0
  ) throws(StatisticsError) {
    try self.init(
      StatisticsInput(
        logs: logs, today: today, settings: settings, minutesIntoDay: minutesIntoDay),
      range: range)
  }

  public var period: StatsPeriod { overview.period }
}

/// One habit's detail statistics and insights (`GET /api/v1/habits/{id}/stats?range=`).
public struct HabitStatisticsReport: Hashable, Sendable {
  public var statistics: HabitStatistics
  /// Time of day, habits that go with this one, and the streak prediction; locked without
  /// premium.
  public var insights: [Insight]

  public init(statistics: HabitStatistics, insights: [Insight]) {
    self.statistics = statistics
    self.insights = insights
  }

  /// Throws `habitNotFound` for an unknown habit, `needsPremium` for a range the plan does not
  /// show. Archived habits have statistics too.
  public init(
    _ input: StatisticsInput, habitID: HabitID, range: StatsRange
  )
    throws(StatisticsError)
  {
    guard let index = input.index(of: habitID) else { throw .habitNotFound(habitID) }
    try input.checkAccess(range)
    let period = input.period(range)
    let statistics = HabitStatistics(input, index: index, period: period)
    self.init(
      statistics: statistics,
      insights: InsightsReport.advanced(input, period: period, habit: index, statistics.streak))
  }
}
