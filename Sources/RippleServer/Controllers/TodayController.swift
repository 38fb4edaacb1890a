import Hummingbird
import RippleCore
import RippleStore

/// `/api/v1/today`: the Today screen as the engine decides it.
struct TodayController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: today)
  }

  @Sendable func today(_ request: Request, context: AppRequestContext) async throws -> TodayJSON {
    let now = try await calendar.now(request, context)
    let logs = try await repository.logs(for: context.user, filter: .active, from: nil)
    let view = TodayView(logs: logs, today: now.today, settings: now.settings, moment: now.moment)
    return TodayJSON(view, settings: now.settings, habitCount: logs.count)
  }
}
