import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `GET /api/v1/habits/{id}/history` (one habit's days) and `GET /api/v1/history` (the
/// consistency matrix).
struct HistoryController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  /// Each habit's history, as last answered for the user's change sequence, settings and minute.
  let answers = ReadCache()
  static var maxDays: Int { 3660 }

  struct DayJSON: Encodable {
    var day: String
    var outcome: String
    var due: Bool
    var value: Double?
    var note: String?
    var mood: String?
    /// The minute of the day it was logged, when known.
    var loggedMinute: Int?
  }

  struct Summary: Encodable {
    var currentStreak: Int
    var longestStreak: Int
    /// `day`, or `week` for N-per-week habits.
    var streakUnit: String
    /// "day streak" or "week streak".
    var streakLabel: String
    /// This month's rate as a fraction, 0…1.
    var monthRate: Double
    /// This month's rate in whole percent, 0…100.
    var monthPercent: Int
    /// "77%", or "No days due" when nothing was due this month.
    var monthRateText: String
    var monthDone: Int
    var monthDue: Int
    var totalCompletions: Int
    var strength: Double
  }

  struct HabitHistory: ResponseEncodable {
    var habit: HabitJSON
    var days: [DayJSON]
    var summary: Summary
  }

  func addHabitRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(":id/history", use: habitHistory)
  }

  func addMatrixRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: matrix)
  }

  @Sendable func habitHistory(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> Response
  {
    let state = try await calendar.arrivalState(context)
    let now = try calendar.now(request, settings: state.settings)
    let range = try request.dayRange(today: now.today, maxDays: Self.maxDays)
    let key = ReadCache.Key(
      user: context.user, change: state.change, settings: now.settings, moment: now.moment,
      target: request.uri.description)
    return try await answers.response(for: key) {
      try await history(HabitsController<Repository>.id(context), context.user, range, now)
        .response(from: request, context: context)
    }
  }

  private func history(
    _ id: HabitID, _ user: UserID, _ range: ClosedRange<Day>, _ now: UserNow
  ) async throws -> HabitHistory {
    let habit = try await repository.habit(id, for: user)
    let checkIns = try await repository.checkIns(for: user, habit: id, in: nil)
    let log = HabitLog(habit: habit, checkIns: checkIns)
    let end = max(range.upperBound, now.today)
    let timeline = HabitTimeline(log: log, through: end, firstWeekday: now.settings.firstWeekday)
    let days = range.map { day in
      let checkIn = log.checkIns[day]
      return DayJSON(
        day: day.text, outcome: timeline.outcome(on: day).rawValue,
        due: day <= now.today && timeline.isDue(at: timeline.index(of: day)),
        value: checkIn?.value, note: checkIn?.note, mood: checkIn?.mood?.rawValue,
        loggedMinute: checkIn?.loggedMinute)
    }
    // The range usually ends today: then the timeline through today is the one just worked out.
    let todayTimeline =
      end == now.today
      ? timeline
      : HabitTimeline(log: log, through: now.today, firstWeekday: now.settings.firstWeekday)
    let streak = HabitStreaks.status(
      of: todayTimeline, today: now.today, minutesIntoDay: now.minutesIntoToday)
    let month = todayTimeline.rate(in: now.today.startOfMonth...now.today)
    let summary = Summary(
      currentStreak: streak.current, longestStreak: streak.longest,
      streakUnit: streak.unit.rawValue, streakLabel: streak.unit.streakLabel,
      monthRate: (month.fraction * 1000).rounded() / 1000, monthPercent: month.percent,
      monthRateText: month.isEmpty ? "No days due" : month.percentText,
      monthDone: month.done, monthDue: month.due,
      // A pinned `?day` may fall before the habit began: nothing is done by then.
      totalCompletions: todayTimeline.start <= now.today
        ? todayTimeline.doneCount(in: todayTimeline.start...now.today) : 0,
      strength: (HabitStrength.current(todayTimeline) * 1000).rounded() / 1000)
    return HabitHistory(
      habit: HabitJSON(habit, firstWeekday: now.settings.firstWeekday), days: days,
      summary: summary)
  }

  @Sendable func matrix(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> HistoryMatrixJSON
  {
    let now = try await calendar.now(request, context)
    let range = try request.dayRange(today: now.today, maxDays: Self.maxDays)
    let logs = try await repository.logs(for: context.user, filter: .active, from: nil)
    return HistoryMatrixJSON(
      logs, days: Array(range.reversed()), today: now.today,
      firstWeekday: now.settings.firstWeekday)
  }
}
