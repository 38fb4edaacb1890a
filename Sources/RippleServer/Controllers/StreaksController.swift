import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/streaks`: current streaks and per-day completion.
struct StreaksController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  struct HabitStreak: Encodable {
    var habitId: String
    var name: String
    var current: Int
    var longest: Int
    var unit: String
    var lastCompletedDay: String?
    var atRisk: Bool
    var hoursLeft: Int?

    init(_ habit: Habit, _ status: StreakStatus) {
      habitId = habit.id.rawValue
      name = habit.name
      current = status.current
      longest = status.longest
      unit = status.unit.rawValue
      lastCompletedDay = status.lastCompletedDay?.text
      atRisk = status.atRisk
      hoursLeft = status.hoursLeft
    }
  }

  struct Current: ResponseEncodable {
    var habits: [HabitStreak]
    var perfectDays: StreakJSON
    var sections: [SectionStreakJSON]
  }

  struct History: ResponseEncodable {
    var days: [StreakDayJSON]
    var month: StreakMonthJSON?
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("current", use: current)
      .get("history", use: history)
  }

  @Sendable func current(_ request: Request, context: AppRequestContext) async throws -> Current {
    let now = try await calendar.now(request, context)
    let timelines = try await timelines(context, now: now)
    let habits = timelines.map { timeline in
      HabitStreak(
        timeline.habit,
        HabitStreaks.status(of: timeline, today: now.today, minutesIntoDay: now.minutesIntoToday))
    }
    let perfect = PerfectDays.status(
      timelines, today: now.today, minutesIntoDay: now.minutesIntoToday)
    let sections = SectionStreaks.statuses(
      timelines, today: now.today, minutesIntoDay: now.minutesIntoToday)
    return Current(
      habits: habits, perfectDays: StreakJSON(perfect),
      sections: sections.map(SectionStreakJSON.init))
  }

  /// Per-day completion over `start...end` (at most 92 days), or over the month of
  /// `?month=yyyy-MM` with its statistics.
  @Sendable func history(_ request: Request, context: AppRequestContext) async throws -> History {
    let now = try await calendar.now(request, context)
    let month = try request.monthParameter("month")
    if month != nil,
      request.uri.queryParameters.get("start") != nil
        || request.uri.queryParameters.get("end") != nil
    {
      throw APIError.badRequest("Ask for either 'month' or 'start' and 'end'", field: "month")
    }
    let timelines = try await timelines(context, now: now)
    if let month {
      let stats = StreakMonth(timelines: timelines, month: month, today: now.today)
      return History(
        days: stats.days.map { StreakDayJSON($0, today: now.today) },
        month: StreakMonthJSON(
          stats, firstWeekday: now.settings.firstWeekday,
          historyStart: timelines.map { $0.start }.min()))
    }
    let range = try request.dayRange(
      today: now.today, maxDays: 92,
      limitText: "A streak history covers at most 3 months (92 days); ask for a shorter range")
    let days = SectionDays.days(timelines, in: range).map {
      StreakDayJSON($0, today: now.today)
    }
    return History(days: days, month: nil)
  }

  private func timelines(
    _ context: AppRequestContext, now: UserNow
  ) async throws
    -> [HabitTimeline]
  {
    try await repository.logs(for: context.user, filter: .active, from: nil).map {
      HabitTimeline(log: $0, through: now.today, firstWeekday: now.settings.firstWeekday)
    }
  }
}
