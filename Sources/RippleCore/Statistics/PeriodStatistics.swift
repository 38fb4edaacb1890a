/// The Statistics overview of a period: the success rate card with its trend and sparkline,
/// the streak cards, and the totals.
///
/// Rates count the active habits on the days from each one's start through today; archived
/// habits count only in the totals.
public struct PeriodStatistics: Hashable, Sendable {
  public var period: StatsPeriod
  public var rate: Rate
  /// Against the previous period; nil for all time, without data, or in calm mode.
  public var trend: Trend?
  /// The rate of every elapsed day of the period, oldest first.
  public var daily: [DayRate]
  public var totals: StatisticsTotals
  /// The perfect-days streak (every habit due was done), as on Today; nil when streaks are hidden.
  public var streak: StreakStatus?

  /// What the rate counts, over the period: "8 of 9 due days done this week", "Nothing was due
  /// this week".
  public var rateText: String {
    rate.isEmpty ? "Nothing was due \(period.phrase)" : "\(rate.countText) \(period.phrase)"
  }

  public init(
    period: StatsPeriod, rate: Rate, trend: Trend?, daily: [DayRate], totals: StatisticsTotals,
    streak: StreakStatus?
  ) {
    self.period = period
    self.rate = rate
    self.trend = trend
    self.daily = daily
    self.totals = totals
    self.streak = streak
  }

  public init(_ input: StatisticsInput, range: StatsRange) {
    let period = input.period(range)
    let rate = input.activeRate(in: period.elapsed)
    let trend = input.settings.isCalm ? nil : input.trend(of: period)
    var streak: StreakStatus?
    if input.settings.streaksVisible {
      streak = PerfectDays.status(
        input.active.map { input.timelines[$0] }, today: input.today,
        minutesIntoDay: input.minutesIntoDay)
    }
    self.init(
      period: period, rate: rate, trend: trend, daily: input.dailyRates(in: period.elapsed),
      totals: StatisticsTotals(input, period: period), streak: streak)
  }
}
