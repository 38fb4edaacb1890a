/// The reminder time shown on a card; past due once the time has gone by undone.
public struct TimeBadge: Hashable, Sendable {
  public var minuteOfDay: Int
  public var pastDue: Bool

  public init(minuteOfDay: Int, pastDue: Bool) {
    self.minuteOfDay = minuteOfDay
    self.pastDue = pastDue
  }
}

/// Everything a client draws for one habit on a day.
public struct TodayCard: Hashable, Sendable {
  public var habit: Habit
  public var dueToday: Bool
  public var todayCheckIn: CheckIn?
  public var todayOutcome: DayOutcome
  public var week: WeekProgress
  public var streak: StreakStatus
  /// Habit strength, 0…1.
  public var strength: Double
  public var timeBadge: TimeBadge?

  public init(
    habit: Habit, dueToday: Bool, todayCheckIn: CheckIn?, todayOutcome: DayOutcome,
    week: WeekProgress, streak: StreakStatus, strength: Double, timeBadge: TimeBadge?
  ) {
    self.habit = habit
    self.dueToday = dueToday
    self.todayCheckIn = todayCheckIn
    self.todayOutcome = todayOutcome
    self.week = week
    self.streak = streak
    self.strength = strength
    self.timeBadge = timeBadge
  }

  /// Builds the card for `log` on `today`.
  public init(log: HabitLog, today: Day, settings: Settings, moment: UserMoment) {
    let timeline = log.timeline(through: today, firstWeekday: settings.firstWeekday)
    self.init(log: log, timeline: timeline, today: today, settings: settings, moment: moment)
  }

  /// Builds the card from the log's timeline through `today`.
  init(log: HabitLog, timeline: HabitTimeline, today: Day, settings: Settings, moment: UserMoment) {
    let outcome = timeline.outcome(on: today)
    let minutesIntoDay = moment.day == today ? moment.minutesIntoDay : 0
    let due = timeline.isDue(at: timeline.index(of: today))
    let badge = log.habit.firstReminder(on: today.weekday).map { reminder in
      // Compared in minutes since the user's day began: with the day starting at 03:00, 01:30
      // comes after a 20:00 reminder.
      let startMinute = max(0, min(23, settings.dayStartHour)) * 60
      let reminderIntoDay = (reminder.minuteOfDay - startMinute + 1440) % 1440
      return TimeBadge(
        minuteOfDay: reminder.minuteOfDay,
        pastDue: due && outcome != .done && moment.day == today
          && moment.minutesIntoDay > reminderIntoDay)
    }
    self.init(
      habit: log.habit, dueToday: due, todayCheckIn: log.checkIns[today], todayOutcome: outcome,
      week: WeekProgress(log: log, today: today, firstWeekday: settings.firstWeekday),
      streak: HabitStreaks.status(of: timeline, today: today, minutesIntoDay: minutesIntoDay)
        .limited(
          by: log.habit.measure, today: log.checkIns[today],
          hoursLeft: HabitStreaks.hoursLeft(minutesIntoDay: minutesIntoDay)),
      strength: HabitStrength.current(timeline), timeBadge: badge)
  }

  public var isDone: Bool { todayOutcome == .done }

  /// Done or skipped: nothing is left to do today.
  public var isSettled: Bool { todayOutcome == .done || todayOutcome == .skipped }

  /// A short line for screen readers: "Exercise, 3 of 5 completed this week".
  public var accessibilityLabel: String {
    "\(habit.name), \(week.done) of \(week.target) completed this week"
  }
}
