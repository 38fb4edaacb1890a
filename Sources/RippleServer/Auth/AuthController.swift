import Foundation
import HTTPTypes
import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `/api/v1/auth`: status (public in both modes), register, sign-in, sign-out and the token
/// grant. In local mode only `status` answers; the rest are 404.
struct AuthController<Repository: RippleRepository>: Sendable {
  let accounts: AccountsService?
  let repository: Repository

  struct Registration: Decodable {
    var email: String
    var password: String
    var inviteCode: String?
    var timeZone: String?
  }

  struct Credentials: Decodable {
    var email: String
    var password: String
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("status", use: status)
    group.post("register", use: register)
    group.post("sign-in", use: signIn)
    group.post("sign-out", use: signOut)
    group.post("token", use: TokenGrant(accounts: accounts).grant)
  }

  @Sendable func status(
    _ request: Request, context: AppRequestContext
  ) async throws -> AuthStatusJSON {
    guard let accounts else {
      return AuthStatusJSON(accounts: false, registration: nil, signedIn: false)
    }
    return AuthStatusJSON(
      accounts: true, registration: accounts.configuration.registration.rawValue,
      signedIn: context.authentication.isSignedIn)
  }

  @Sendable func register(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<SignedInJSON>
  {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(Registration.self, limit: 8 * 1024)
    if let zone = input.timeZone, TimeZone(identifier: zone) == nil {
      throw APIError.invalid("'\(zone)' is not a known time zone", field: "timeZone")
    }
    let account = try await accounts.register(
      email: input.email, password: input.password, inviteCode: input.inviteCode)
    if let zone = input.timeZone {
      _ = try? await repository.updateSettings(for: account.id) { $0.timeZone = zone }
    }
    return try await signedIn(account, accounts, request, status: .created)
  }

  @Sendable func signIn(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<SignedInJSON>
  {
    let accounts = try AccountsService.required(accounts)
    var request = request
    let input = try await request.json(Credentials.self, limit: 8 * 1024)
    let account = try await accounts.verifyCredentials(
      email: input.email, password: input.password,
      address: accounts.clientAddress(request, context))
    return try await signedIn(account, accounts, request, status: .ok)
  }

  @Sendable func signOut(_ request: Request, context: AppRequestContext) async throws -> Response {
    let accounts = try AccountsService.required(accounts)
    if case .session(let idHash) = context.authentication {
      try await accounts.store.deleteSession(idHash: idHash)
    }
    let secure = SessionCookie.isSecure(request, trustProxy: accounts.configuration.trustProxy)
    return Response(
      status: .noContent, headers: [.setCookie: SessionCookie.clearing(secure: secure)])
  }

  private func signedIn(
    _ account: Account, _ accounts: AccountsService, _ request: Request,
    status: HTTPResponse.Status
  ) async throws -> EditedResponse<SignedInJSON> {
    let secret = try await accounts.startSession(for: account.id)
    let settings = try await repository.settings(for: account.id)
    let now = accounts.clock.nowMillis()
    let cookie = SessionCookie.header(
      value: secret, maxAgeSeconds: accounts.cookieMaxAge(createdAt: now, now: now),
      secure: SessionCookie.isSecure(request, trustProxy: accounts.configuration.trustProxy))
    return EditedResponse(
      status: status, headers: [.setCookie: cookie, .cacheControl: "no-store"],
      response: SignedInJSON(user: UserJSON(account, timeZone: settings.timeZone)))
  }

}

extension HTTPField.Name {
  static let xForwardedFor = Self("X-Forwarded-For")!
}
