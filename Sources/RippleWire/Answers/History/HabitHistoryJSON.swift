import RippleCore

/// `GET /api/v1/habits/{id}/history`: a habit's days over a range, with its streak and this
/// month's rate as of today.
public struct HabitHistoryJSON: WireObject, Sendable {
  public var log: HabitLog
  public var days: ClosedRange<Day>
  public var today: Day
  public var firstWeekday: Weekday
  /// The habit through the range's end (or today, when later).
  var timeline: HabitTimeline
  /// The habit through today.
  var now: HabitTimeline
  var streak: StreakStatus

  public init(
    _ log: HabitLog, days: ClosedRange<Day>, today: Day, minutesIntoDay: Int,
    firstWeekday: Weekday
  ) {
    self.log = log
    self.days = days
    self.today = today
    self.firstWeekday = firstWeekday
    let end = max(days.upperBound, today)
    timeline = HabitTimeline(log: log, through: end, firstWeekday: firstWeekday)
    // The range usually ends today: then the timeline through today is the one just worked out.
    now =
      end == today ? timeline : HabitTimeline(log: log, through: today, firstWeekday: firstWeekday)
    streak = HabitStreaks.status(of: now, today: today, minutesIntoDay: minutesIntoDay)
  }

  public static let wireName = "HabitHistory"
  public static let wireSummary =
    "A habit's days over a range, with its streak and this month's rate"
  public static let wireFields: [WireField<HabitHistoryJSON>] = [
    WireField("habit") { HabitJSON($0.log.habit, firstWeekday: $0.firstWeekday) },
    WireField("days") { history in history.days.map { HistoryDayJSON(history: history, day: $0) } },
    WireField("summary") { HistorySummaryJSON(history: $0) },
  ]
}

/// One day of a habit's history.
public struct HistoryDayJSON: WireObject, Sendable {
  var history: HabitHistoryJSON
  var day: Day

  public static let wireName = "HistoryDay"
  public static let wireSummary = "One day of a habit's history: its outcome and what was logged"
  public static let wireFields: [WireField<HistoryDayJSON>] = [
    WireField("day", as: .day) { $0.day.text },
    WireField("outcome", as: .words(DayOutcome.self)) {
      $0.history.timeline.outcome(on: $0.day).rawValue
    },
    WireField("due", "Due that day (never after today)") { item in
      let timeline = item.history.timeline
      return item.day <= item.history.today && timeline.isDue(at: timeline.index(of: item.day))
    },
    .optional("value") { $0.history.log.checkIns[$0.day]?.value },
    .optional("note") { $0.history.log.checkIns[$0.day]?.note },
    .optional("mood", as: .words(Mood.self)) { $0.history.log.checkIns[$0.day]?.mood?.rawValue },
    .optional("loggedMinute", "The minute of the day it was logged, when known") {
      $0.history.log.checkIns[$0.day]?.loggedMinute
    },
  ]
}

/// A habit's streak and this month's rate, as of today.
public struct HistorySummaryJSON: WireObject, Sendable {
  var history: HabitHistoryJSON
  var month: Rate

  init(history: HabitHistoryJSON) {
    self.history = history
    month = history.now.rate(in: history.today.startOfMonth...history.today)
  }

  public static let wireName = "HistorySummary"
  public static let wireSummary = "The habit's streak and this month's rate, as of today"
  public static let wireFields: [WireField<HistorySummaryJSON>] = [
    WireField("currentStreak") { $0.history.streak.current },
    WireField("longestStreak") { $0.history.streak.longest },
    WireField("streakUnit", as: .oneOf(["day", "week"])) { $0.history.streak.unit.rawValue },
    WireField("streakLabel", as: .oneOf(["day streak", "week streak"])) {
      $0.history.streak.unit.streakLabel
    },
    WireField("monthRate", "This month's rate, 0 to 1") {
      ($0.month.fraction * 1000).rounded() / 1000
    },
    WireField("monthPercent") { $0.month.percent },
    WireField("monthRateText", "77%, or No days due") { summary in
      let month = summary.month
      return month.isEmpty ? "No days due" : month.percentText
    },
    WireField("monthDone") { $0.month.done },
    WireField("monthDue") { $0.month.due },
    WireField("totalCompletions") { summary in
      // A pinned day may fall before the habit began: nothing is done by then.
      let now = summary.history.now
      let today = summary.history.today
      return now.start <= today ? now.doneCount(in: now.start...today) : 0
    },
    WireField("strength", "0 to 1") {
      (HabitStrength.current($0.history.now) * 1000).rounded() / 1000
    },
  ]
}
