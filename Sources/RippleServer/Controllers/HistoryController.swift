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
  ) async throws -> HabitHistoryJSON {
    let habit = try await repository.habit(id, for: user)
    let checkIns = try await repository.checkIns(for: user, habit: id, in: nil)
    return HabitHistoryJSON(
      HabitLog(habit: habit, checkIns: checkIns), days: range, today: now.today,
      minutesIntoDay: now.minutesIntoToday, firstWeekday: now.settings.firstWeekday)
  }

  @Sendable func matrix(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> HistoryMatrixJSON
  {
    let now = try await calendar.now(request, context)
    let range = try request.dayRange(today: now.today, maxDays: Self.maxDays)
    let scope = try await CategoryScope.of(request, repository, user: context.user)
    let logs = scope.kept(
      try await repository.logs(for: context.user, filter: .active, from: nil))
    return HistoryMatrixJSON(
      logs, days: Array(range.reversed()), today: now.today,
      firstWeekday: now.settings.firstWeekday)
  }
}
