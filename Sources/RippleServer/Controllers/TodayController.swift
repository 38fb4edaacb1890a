import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/today`: the Today screen as the engine decides it.
struct TodayController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let cache = TodayCache()

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: today)
  }

  @Sendable func today(_ request: Request, context: AppRequestContext) async throws -> Response {
    // The sequence is read before the logs, so a cached answer is never older than its key; the
    // settings come with it (on PostgreSQL with the sign-in, else in one round trip), so a cache
    // hit needs nothing more.
    let (settings, change) =
      if let state = context.userState {
        (state.settings, state.change)
      } else {
        try await repository.settingsAndChange(for: context.user)
      }
    let now = try calendar.now(request, settings: settings)
    if case .accessToken(_, _, let chosen?) = context.authentication {
      // A token for chosen habits reads Today of those habits alone (not cached: the cache
      // holds a user's whole Today).
      let logs = try await repository.logs(for: context.user, filter: .active, from: nil)
        .filter { chosen.contains($0.habit.id) }
      return try await answer(logs, now, request, context)
    }
    let key = TodayCache.Key(
      user: context.user, change: change, settings: now.settings, moment: now.moment)
    return try await cache.response(for: key) {
      let logs = try await repository.logs(for: context.user, filter: .active, from: nil)
      return try await answer(logs, now, request, context)
    }
  }

  private func answer(
    _ logs: [HabitLog], _ now: UserNow, _ request: Request, _ context: AppRequestContext
  ) async throws -> Response {
    let goals = try await repository.goals(for: context.user).filter(\.isOpen).map(\.state)
    let view = TodayView(
      logs: logs, today: now.today, settings: now.settings, moment: now.moment, goals: goals)
    return try TodayJSON(view, settings: now.settings, habitCount: logs.count)
      .response(from: request, context: context)
  }
}
