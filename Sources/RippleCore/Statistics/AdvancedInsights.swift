/// The premium insights: time of day, habits that go together, and
/// the streak prediction; the prediction is left out wherever streaks are hidden.
extension InsightsReport {
  /// Time of day, correlations and the streak prediction, for all active habits or one habit;
  /// one locked card for each when the plan does not include them.
  static func advanced(
    _ input: StatisticsInput, period: StatsPeriod, habit: Int?, _ streak: StreakStatus?
  ) -> [Insight] {
    let calm = input.settings.isCalm
    let predicts = input.settings.streaksVisible
    if case .needsPremium(let reason) = TierLimits.canSeeAdvancedInsights(
      tier: input.settings.tier, today: input.today)
    {
      let kinds: [InsightKind] =
        predicts ? [.timeOfDay, .correlation, .streakPrediction] : [.timeOfDay, .correlation]
      return kinds.map { Insight.locked($0, calm: calm, reason: reason) }
    }
    var insights: [Insight] = []
    if let time = TimeOfDayInsight.make(input, days: period.elapsed, habit: habit) {
      insights.append(time)
    }
    if let habit {
      insights += HabitCorrelation.partners(of: habit, input, days: period.elapsed).map {
        $0.insight(input, aboutThen: true)
      }
    } else {
      insights += HabitCorrelation.strongest(input, days: period.elapsed).map {
        $0.insight(input, aboutThen: false)
      }
    }
    if predicts, let prediction = prediction(input, habit: habit, streak) {
      insights.append(prediction)
    }
    return insights
  }

  /// The prediction for one habit, or for the active habit with the longest running streak.
  static func prediction(
    _ input: StatisticsInput, habit: Int?, _ streak: StreakStatus?
  )
    -> Insight?
  {
    func forecast(_ index: Int, _ status: StreakStatus) -> StreakForecast? {
      StreakForecast(
        status, schedule: input.logs[index].habit.schedule, today: input.today,
        firstWeekday: input.settings.firstWeekday)
    }
    func status(_ index: Int) -> StreakStatus {
      HabitStreaks.status(of: input.timelines[index], today: input.today)
    }
    if let habit {
      return forecast(habit, streak ?? status(habit)).map {
        $0.insight(input.logs[habit].habit, today: input.today, aboutHabit: true)
      }
    }
    var best: (index: Int, forecast: StreakForecast)?
    for index in input.active {
      guard let candidate = forecast(index, status(index)) else { continue }
      if candidate.current > (best?.forecast.current ?? 0) { best = (index, candidate) }
    }
    return best.map {
      $0.forecast.insight(input.logs[$0.index].habit, today: input.today, aboutHabit: false)
    }
  }
}
