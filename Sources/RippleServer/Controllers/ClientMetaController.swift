import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `GET /api/v1/meta`: the values a client needs before it draws anything, so it never
/// hard-codes an engine rule (limits, palettes, range locks, the user's today).
struct ClientMetaController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  var plans = PlanOptions()

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: meta)
  }

  @Sendable func meta(_ request: Request, context: AppRequestContext) async throws -> MetaJSON {
    let now = try await calendar.now(request, context)
    let all = try await repository.habits(for: context.user, filter: .all)
    let categories = try await repository.categories(for: context.user)
    return MetaJSON(
      now: now, activeHabits: all.filter { !$0.isArchived }.count, allHabits: all.count,
      categories: categories.count, plans: plans,
      server: ServerInfo(repository))
  }
}
