import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `/api/v1/me/tokens`: personal access tokens, shown once when made.
struct AccessTokensController<Repository: RippleRepository>: Sendable {
  let accounts: AccountsService?
  let repository: Repository

  struct Creation: Decodable {
    var name: String
    /// `full` (the default), `widget` or `checkin`.
    var scope: String?
    /// The habits a `checkin` token may check in (absent: every habit).
    var habits: [String]?

    func tokenScope() throws(APIError) -> AccessTokenScope {
      guard let scope else { return .full }
      guard let known = AccessTokenScope(rawValue: scope) else {
        throw APIError.invalid("'scope' must be full, widget or checkin", field: "scope")
      }
      return known
    }
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: list)
      .post(use: create)
    group.delete(":tokenId", use: revoke)
  }

  @Sendable func list(
    _ request: Request, context: AppRequestContext
  ) async throws -> AccessTokenListJSON {
    let accounts = try AccountsService.required(accounts)
    let tokens = try await accounts.store.accessTokens(for: context.user)
    return AccessTokenListJSON(
      tokens: tokens.filter { $0.revokedAt == nil }.map { AccessTokenJSON($0) })
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<AccessTokenJSON>
  {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(Creation.self, limit: 8 * 1024)
    let habits = input.habits.map { $0.map(HabitID.init) }
    if let habits {
      let known = Set(
        try await repository.habits(for: context.user, filter: .all).map(\.id))
      if let unknown = habits.first(where: { !known.contains($0) }) {
        throw APIError.invalid("'habits' names no habit of yours: \(unknown)", field: "habits")
      }
    }
    let (token, secret) = try await accounts.admin.createAccessToken(
      named: input.name, for: context.user, scope: try input.tokenScope(), habits: habits)
    return EditedResponse(
      status: .created, headers: [.cacheControl: "no-store"],
      response: AccessTokenJSON(token, secret: secret))
  }

  @Sendable func revoke(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> HTTPResponse.Status
  {
    let accounts = try AccountsService.required(accounts)
    let id = context.parameters.get("tokenId") ?? ""
    guard
      try await accounts.store.revokeAccessToken(
        id: id, for: context.user, now: accounts.clock.nowMillis())
    else { throw APIError.notFound("No access token with id \(id)") }
    return .noContent
  }
}
