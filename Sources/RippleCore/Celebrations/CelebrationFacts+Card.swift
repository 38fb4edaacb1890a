extension CelebrationFacts {
  /// The facts of `log` on `day`, with the habit's card and the summary of today.
  public init(log: HabitLog, day: Day, card: TodayCard, summary: TodaySummary) {
    self.init(
      dayDone: log.isDone(on: day), weekDone: card.week.done, weekTarget: card.week.target,
      streak: card.streak.current, streakUnit: card.streak.unit, perfectToday: summary.isPerfect)
  }
}
