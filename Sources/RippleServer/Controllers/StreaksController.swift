import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/streaks`: current streaks and per-day completion.
struct StreaksController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("current", use: current)
      .get("history", use: history)
  }

  @Sendable func current(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> CurrentStreaksJSON
  {
    let now = try await calendar.now(request, context)
    let timelines = try await timelines(context, now: now)
    return CurrentStreaksJSON(timelines, today: now.today, minutesIntoDay: now.minutesIntoToday)
  }

  /// Per-day completion over `start...end` (at most 92 days), or over the month of
  /// `?month=yyyy-MM` with its statistics.
  @Sendable func history(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> StreakHistoryJSON
  {
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
      return StreakHistoryJSON(
        days: stats.days, today: now.today,
        month: StreakMonthJSON(
          stats, firstWeekday: now.settings.firstWeekday,
          historyStart: timelines.map { $0.start }.min()))
    }
    let range = try request.dayRange(
      today: now.today, maxDays: 92,
      limitText: "A streak history covers at most 3 months (92 days); ask for a shorter range")
    return StreakHistoryJSON(days: SectionDays.days(timelines, in: range), today: now.today)
  }

  private func timelines(
    _ context: AppRequestContext, now: UserNow
  ) async throws
    -> [HabitTimeline]
  {
    try await repository.logs(for: context.user, filter: .active, from: nil).map {
      $0.timeline(through: now.today, firstWeekday: now.settings.firstWeekday)
    }
  }
}
