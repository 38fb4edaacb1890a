extension TodaySummary {
  /// The summary of `today` straight from the logs, without building every card: the habits
  /// shown today (their schedule falls on it, or something was logged) that are due, except
  /// those skipped today, and how many of them are done.
  public init(logs: [HabitLog], today: Day, firstWeekday: Weekday) {
    var due = 0
    var done = 0
    for log in logs where TodaySummary.shows(log, on: today) {
      let outcome = log.outcome(on: today)
      guard outcome != .skipped,
        log.isDue(on: today, firstWeekday: firstWeekday, countingThrough: today)
      else { continue }
      due += 1
      if outcome == .done { done += 1 }
    }
    self.init(due: due, done: done)
  }

  /// Whether Today shows a card for the habit.
  static func shows(_ log: HabitLog, on today: Day) -> Bool {
    !log.habit.isArchived && log.startDay <= today
      && (log.habit.schedule.falls(on: today) || log.checkIns[today] != nil)
  }
}
