/// The Today screen as the engine decides it: sections of cards, the summary, perfect day and
/// the streaks at risk.
public struct TodayView: Hashable, Sendable {
  public var day: Day
  public var sections: [TodaySection]
  public var summary: TodaySummary
  public var perfectDays: StreakStatus

  public init(day: Day, sections: [TodaySection], summary: TodaySummary, perfectDays: StreakStatus)
  {
    self.day = day
    self.sections = sections
    self.summary = summary
    self.perfectDays = perfectDays
  }

  public var cards: [TodayCard] { sections.flatMap { $0.cards } }

  public var isPerfectDay: Bool { summary.isPerfect }

  /// Cards whose streak is in its grace period.
  public var atRisk: [TodayCard] { cards.filter { $0.streak.atRisk } }

  /// Builds Today from the active habits' logs.
  ///
  /// A card shows when the habit's schedule falls on the day or something was logged on it. The
  /// summary counts the habits due, except those skipped today (as perfect days do).
  /// Sections follow the earliest reminder of the day's weekday; cards keep the user's order,
  /// except in calm mode (spec 002 §2), where undone cards stay on top and done ones follow in
  /// completion order.
  public init(logs: [HabitLog], today: Day, settings: Settings, moment: UserMoment) {
    let active = logs.filter { !$0.habit.isArchived && $0.startDay <= today }
      .sorted { ($0.habit.sortOrder, $0.habit.name) < ($1.habit.sortOrder, $1.habit.name) }
    var cards: [TodayCard] = []
    var timelines: [HabitTimeline] = []
    for log in active {
      let timeline = HabitTimeline(log: log, through: today, firstWeekday: settings.firstWeekday)
      timelines.append(timeline)
      guard TodaySummary.shows(log, on: today) else { continue }
      cards.append(
        TodayCard(log: log, timeline: timeline, today: today, settings: settings, moment: moment))
    }
    if settings.isCalm { cards = TodayView.calmOrder(cards) }
    let sections = TodaySectionKind.allCases.compactMap { kind -> TodaySection? in
      let matching = cards.filter {
        TodaySectionKind(reminderMinute: $0.timeBadge?.minuteOfDay) == kind
      }
      return matching.isEmpty ? nil : TodaySection(kind: kind, cards: matching)
    }
    self.init(
      day: today, sections: sections,
      summary: TodaySummary(logs: active, today: today, firstWeekday: settings.firstWeekday),
      perfectDays: PerfectDays.status(
        timelines, today: today, minutesIntoDay: moment.day == today ? moment.minutesIntoDay : 0))
  }

  /// Undone first in the user's order, then done in the order they were completed.
  static func calmOrder(_ cards: [TodayCard]) -> [TodayCard] {
    let undone = cards.filter { !$0.isDone }
    let done = cards.enumerated().filter { $0.element.isDone }
      .sorted {
        ($0.element.todayCheckIn?.updatedAt ?? 0, $0.offset)
          < ($1.element.todayCheckIn?.updatedAt ?? 0, $1.offset)
      }
      .map { $0.element }
    return undone + done
  }
}
