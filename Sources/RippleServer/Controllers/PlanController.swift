import Hummingbird
import RippleCore
import RippleStore

/// `PUT /api/v1/plan`: in local mode the user is the server's owner and may choose their own
/// plan. It is the only way to change it: settings changes cannot, so once accounts exist
/// (and licences decide the plan) no client can lift the free plan's limits.
struct PlanController<Repository: RippleRepository>: Sendable {
  let repository: Repository

  struct Body: Decodable {
    var tier: String
    var tierExpires: String?
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.put(use: update)
  }

  @Sendable func update(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> SettingsDTO
  {
    var request = request
    let body = try await request.json(Body.self)
    if let expires = body.tierExpires, (try? Day(parsing: expires)) == nil {
      throw APIError.invalid("'tierExpires' must be a day (yyyy-MM-dd)", field: "tierExpires")
    }
    let tier = try SettingsPatch.tier(body.tier, expires: body.tierExpires)
    return SettingsDTO(try await repository.savePlan(tier, for: context.user))
  }
}
