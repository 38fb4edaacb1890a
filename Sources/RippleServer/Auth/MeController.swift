import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/me`: the signed-in account, its time zone, password and deletion. 404 in local
/// mode.
struct MeController<Repository: RippleRepository>: Sendable {
  let accounts: AccountsService?
  let repository: Repository

  /// Absent keeps the zone; an explicit `null` is refused, as in a settings change.
  struct Patch: Decodable {
    var timeZone: String?

    enum CodingKeys: String, CodingKey { case timeZone }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      timeZone = try container.decodeNonNullIfPresent(String.self, forKey: .timeZone)
    }
  }

  struct PasswordChange: Decodable {
    var currentPassword: String
    var newPassword: String
  }

  struct Deletion: Decodable {
    var password: String
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: show)
      .patch(use: update)
      .delete(use: delete)
    group.post("password", use: changePassword)
    AccessTokensController(accounts: accounts, repository: repository).addRoutes(
      to: group.group("tokens"))
  }

  @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> UserJSON {
    let accounts = try AccountsService.required(accounts)
    return try await user(context.user, accounts)
  }

  @Sendable func update(_ request: Request, context: AppRequestContext) async throws -> UserJSON {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(Patch.self, limit: 8 * 1024)
    if let zone = input.timeZone {
      _ = try await repository.updateSettings(for: context.user) { $0.timeZone = zone }
    }
    return try await user(context.user, accounts)
  }

  @Sendable func changePassword(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> HTTPResponse.Status
  {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(PasswordChange.self, limit: 8 * 1024)
    let account = try await accounts.confirmPassword(
      input.currentPassword, of: context.user, field: "currentPassword",
      address: accounts.clientAddress(request, context))
    if let problem = PasswordPolicy.problem(with: input.newPassword, email: account.email) {
      throw APIError.invalid(problem, field: "newPassword")
    }
    var keeping: String?
    if case .session(let idHash) = context.authentication { keeping = idHash }
    try await accounts.admin.setPassword(
      input.newPassword, for: context.user, keepingSession: keeping)
    return .noContent
  }

  @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(Deletion.self, limit: 8 * 1024)
    _ = try await accounts.confirmPassword(
      input.password, of: context.user, field: "password",
      address: accounts.clientAddress(request, context))
    try await accounts.store.deleteAccount(context.user)
    let secure = SessionCookie.isSecure(request, trustProxy: accounts.configuration.trustProxy)
    return Response(
      status: .noContent, headers: [.setCookie: SessionCookie.clearing(secure: secure)])
  }

  private func user(_ user: UserID, _ accounts: AccountsService) async throws -> UserJSON {
    guard let account = try await accounts.store.account(user) else {
      throw APIError.unauthenticated()
    }
    return UserJSON(account, timeZone: try await repository.settings(for: user).timeZone)
  }
}
