import Hummingbird
import RippleCore
import RippleServices
import RippleStore

/// `GET /api/v1/stats`, `/api/v1/habits/{id}/stats` and `/api/v1/insights`: statistics and
/// insights for a range; ranges beyond the free tier answer 403 with the reason.
struct StatsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  struct OneHabit: ResponseEncodable {
    var period: PeriodJSON
    var statistics: HabitStatsJSON
    var insights: [InsightJSON]
    var gradeScale: [GradeJSON]
  }

  struct Insights: ResponseEncodable {
    var period: PeriodJSON
    var insights: [InsightJSON]
    var emptyText: String?
  }

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

  @Sendable func habit(_ request: Request, context: AppRequestContext) async throws -> OneHabit {
    let (input, range) = try await prepare(request, context)
    let id = HabitsController<Repository>.id(context)
    let report = try mapped { () throws(StatisticsError) in
      try HabitStatisticsReport(input, habitID: id, range: range)
    }
    return OneHabit(
      period: PeriodJSON(report.statistics.period),
      statistics: HabitStatsJSON(report.statistics, firstWeekday: input.settings.firstWeekday),
      insights: report.insights.map(InsightJSON.init), gradeScale: GradeJSON.scale)
  }

  @Sendable func insights(_ request: Request, context: AppRequestContext) async throws -> Insights {
    let (input, range) = try await prepare(request, context)
    let report = try mapped { () throws(StatisticsError) in try InsightsReport(input, range: range)
    }
    return Insights(
      period: PeriodJSON(report.period), insights: report.insights.map(InsightJSON.init),
      emptyText: report.emptyText)
  }

  private func prepare(
    _ request: Request, _ context: AppRequestContext
  ) async throws
    -> (StatisticsInput, StatsRange)
  {
    let code = try request.choice(
      "range", allowed: StatsRange.allCases.map(\.code), default: StatsRange.week.code)
    let now = try await calendar.now(request, context)
    let logs = try await repository.logs(for: context.user, filter: .all, from: nil)
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
        throw APIError(.forbidden, code: "needs_premium", message: reason)
      case .habitNotFound:
        throw .notFound(error.message)
      }
    }
  }
}
