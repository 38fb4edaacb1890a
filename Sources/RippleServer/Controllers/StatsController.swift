import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `GET /api/v1/stats`, `/api/v1/habits/{id}/stats` and `/api/v1/insights`: statistics and
/// insights for a range; ranges beyond the free tier answer 403 with the reason.
struct StatsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to api: RouterGroup<AppRequestContext>) {
    api.get("stats", use: overview)
      .get("habits/:id/stats", use: habit)
      .get("insights", use: insights)
  }

  @Sendable func overview(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> StatisticsJSON
  {
    let (input, range) = try await prepare(request, context)
    let report = try mapped { () throws(StatisticsError) in
      try StatisticsReport(input, range: range)
    }
    return StatisticsJSON(report, firstWeekday: input.settings.firstWeekday)
  }

  @Sendable func habit(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> HabitStatisticsReportJSON
  {
    let (input, range) = try await prepare(request, context)
    let id = HabitsController<Repository>.id(context)
    let report = try mapped { () throws(StatisticsError) in
      try HabitStatisticsReport(input, habitID: id, range: range)
    }
    return HabitStatisticsReportJSON(report, firstWeekday: input.settings.firstWeekday)
  }

  @Sendable func insights(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> InsightsJSON
  {
    let (input, range) = try await prepare(request, context)
    let report = try mapped { () throws(StatisticsError) in try InsightsReport(input, range: range)
    }
    return InsightsJSON(report)
  }

  private func prepare(
    _ request: Request, _ context: AppRequestContext
  ) async throws
    -> (StatisticsInput, StatsRange)
  {
    let code = try request.choice(
      "range", allowed: StatsRange.allCases.map(\.code), default: StatsRange.week.code)
    let now = try await calendar.now(request, context)
    let scope = try await CategoryScope.of(request, repository, user: context.user)
    let logs = scope.kept(try await repository.logs(for: context.user, filter: .all, from: nil))
    var settings = now.settings
    settings.tier = now.planTier
    let input = StatisticsInput(
      logs: logs, today: now.today, settings: settings, minutesIntoDay: now.minutesIntoToday)
    return (input, StatsRange(code: code)!)
  }

  private func mapped<Value>(_ body: () throws(StatisticsError) -> Value) throws(APIError) -> Value
  {
    do {
      return try body()
    } catch {
      switch error {
      case .needsPremium(let reason):
        throw APIError(.forbidden, code: .needsPremium, message: reason)
      case .habitNotFound:
        throw .notFound(error.message)
      }
    }
  }
}
