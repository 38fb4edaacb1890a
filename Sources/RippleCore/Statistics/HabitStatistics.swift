/// One habit over a period: the performance card and the habit detail's
/// statistics.
public struct HabitStatistics: Hashable, Sendable {
  public var habit: Habit
  public var period: StatsPeriod
  /// "23/30 days", "77%".
  public var rate: Rate
  /// Days done since the habit began.
  public var totalCompletions: Int
  /// Current and longest streak and every run (the streak timeline); nil when streaks are hidden.
  public var streak: StreakStatus?
  public var bestStreak: BestStreak?
  /// Habit strength today, 0…1.
  public var strength: Double
  /// Habit strength on each elapsed day of the period since the habit began.
  public var strengthSeries: [DayValue]
  public var consistency: Consistency
  /// One cell per day of the period, future days included.
  public var heatmap: [HeatmapCell]

  public init(
    habit: Habit, period: StatsPeriod, rate: Rate, totalCompletions: Int, streak: StreakStatus?,
    bestStreak: BestStreak?, strength: Double, strengthSeries: [DayValue],
    consistency: Consistency, heatmap: [HeatmapCell]
  ) {
    self.habit = habit
    self.period = period
    self.rate = rate
    self.totalCompletions = totalCompletions
    self.streak = streak
    self.bestStreak = bestStreak
    self.strength = strength
    self.strengthSeries = strengthSeries
    self.consistency = consistency
    self.heatmap = heatmap
  }

  init(_ input: StatisticsInput, index: Int, period: StatsPeriod) {
    let timeline = input.timelines[index]
    let days = input.days[index]
    var streak: StreakStatus?
    if input.settings.streaksVisible {
      streak = HabitStreaks.status(
        of: timeline, today: input.today, minutesIntoDay: input.minutesIntoDay)
    }
    let scores = HabitStrength.series(timeline)
    var series: [DayValue] = []
    let first = max(period.elapsed.lowerBound, timeline.start)
    if first <= period.elapsed.upperBound {
      for day in first...period.elapsed.upperBound {
        let position = timeline.index(of: day)
        guard position < scores.count else { break }
        series.append(DayValue(day: day, value: scores[position]))
      }
    }
    self.init(
      habit: timeline.habit, period: period, rate: days.rate(in: period.elapsed),
      totalCompletions: days.totalDone, streak: streak,
      bestStreak: streak.flatMap { BestStreak($0) }, strength: scores.last ?? 0,
      strengthSeries: series,
      consistency: Consistency(days, today: input.today, graded: !input.settings.isCalm),
      heatmap: Heatmap.cells(timeline, days: period.days, today: input.today))
  }
}
