/// The Today screen as the engine decides it: sections of cards, the summary, perfect day and
/// the streaks at risk.
public struct TodayView: Hashable, Sendable {
  public var day: Day
  public var sections: [TodaySection]
  public var summary: TodaySummary
  public var perfectDays: StreakStatus
  /// Active habits with no card today (nothing due, nothing logged), in the user's order, with
  /// the day each is next due: the collapsed "Not due today" section.
  public var notDueToday: [NotDueHabit]
  /// Active habits due tomorrow, in the user's order: the preview under Today.
  public var tomorrow: [Habit]
  /// The one streak banner, when it helps (see `GraceBanner`).
  public var graceBanner: GraceBanner?

  public init(
    day: Day, sections: [TodaySection], summary: TodaySummary, perfectDays: StreakStatus,
    notDueToday: [NotDueHabit] = [], tomorrow: [Habit] = [], graceBanner: GraceBanner? = nil
  ) {
    self.day = day
    self.sections = sections
    self.summary = summary
    self.perfectDays = perfectDays
    self.notDueToday = notDueToday
    self.tomorrow = tomorrow
    self.graceBanner = graceBanner
  }

  public var cards: [TodayCard] { sections.flatMap { $0.cards } }

  public var isPerfectDay: Bool { summary.isPerfect }

  /// Cards whose streak is in its grace period.
  public var atRisk: [TodayCard] { cards.filter { $0.streak.atRisk } }

  /// Builds Today from the active habits' logs.
  ///
  /// A card shows when the habit's schedule falls on the day or something was logged on it. The
  /// summary counts the habits due, except those skipped today (as perfect days do).
  /// Sections follow the earliest reminder of the day's weekday and cards keep the user's order,
  /// except in calm mode: "To do" in the user's order, then "Completed" (done or
  /// skipped) in completion order, then cards shown but not due. The card of an active goal's
  /// linked habit counts its week as the coach does (`goals`).
  public init(
    logs: [HabitLog], today: Day, settings: Settings, moment: UserMoment,
    goals: [CoachState] = []
  ) {
    let active = logs.filter { !$0.habit.isArchived && $0.startDay <= today }
      .sorted { ($0.habit.sortOrder, $0.habit.name) < ($1.habit.sortOrder, $1.habit.name) }
    var cards: [TodayCard] = []
    var timelines: [HabitTimeline] = []
    var notDue: [NotDueHabit] = []
    for log in active {
      let timeline = log.timeline(through: today, firstWeekday: settings.firstWeekday)
      timelines.append(timeline)
      guard TodaySummary.shows(log, on: today) else {
        notDue.append(
          NotDueHabit(habit: log.habit, nextDue: log.habit.schedule.nextDay(after: today)))
        continue
      }
      cards.append(
        TodayCard(log: log, timeline: timeline, today: today, settings: settings, moment: moment)
          .coached(by: goals, log: log, today: today, firstWeekday: settings.firstWeekday))
    }
    let sections = settings.isCalm ? TodayView.calmSections(cards) : TodayView.timeSections(cards)
    let tomorrow = today.adding(days: 1)
    let dueTomorrow = logs.filter {
      !$0.habit.isArchived
        && $0.isDue(on: tomorrow, firstWeekday: settings.firstWeekday, countingThrough: today)
    }
    self.init(
      day: today, sections: sections,
      summary: TodaySummary(logs: active, today: today, firstWeekday: settings.firstWeekday),
      perfectDays: PerfectDays.status(
        timelines, today: today, minutesIntoDay: moment.day == today ? moment.minutesIntoDay : 0),
      notDueToday: notDue,
      tomorrow: dueTomorrow.map { $0.habit }.sorted {
        ($0.sortOrder, $0.name) < ($1.sortOrder, $1.name)
      },
      graceBanner: GraceBanner.decide(
        cards: cards, logs: active, today: today, moment: moment,
        dayStartHour: settings.dayStartHour))
  }
}
