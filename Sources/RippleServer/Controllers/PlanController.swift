import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `PUT /api/v1/plan`: only with `ripple serve --plans choose` (development and tests) may the
/// owner pick a plan; otherwise plans come from licences (`LicenceController`) and this answers
/// 403. Settings changes never change the plan. In accounts mode only an admin (the server's
/// operator) may choose their plan; everyone else gets 403, so no member of a shared server can
/// lift the free plan's limits from a client.
struct PlanController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  /// Set in accounts mode.
  var accounts: AccountsService? = nil
  var mode: PlanOptions.Mode = .choose

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
    guard mode == .choose else {
      throw APIError(
        .forbidden, code: .planFromLicence,
        message: "The plan comes from a licence: apply one with POST /api/v1/licence")
    }
    if let accounts, try await accounts.store.account(context.user)?.isAdmin != true {
      throw APIError(
        .forbidden, code: .adminOnly,
        message: "On a shared server only an admin can change a plan")
    }
    var request = request
    let body = try await request.json(Body.self)
    if let expires = body.tierExpires, (try? Day(parsing: expires)) == nil {
      throw APIError.invalid("'tierExpires' must be a day (yyyy-MM-dd)", field: "tierExpires")
    }
    let tier = try SettingsPatch.tier(body.tier, expires: body.tierExpires)
    return SettingsDTO(try await repository.savePlan(tier, for: context.user))
  }
}
