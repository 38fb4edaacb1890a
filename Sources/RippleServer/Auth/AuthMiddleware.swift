import Hummingbird
import RippleCore
import RippleServices
import RippleStore

/// Accounts mode's replacement for `LocalUserMiddleware`: finds the user from the session
/// cookie or an `Authorization: Bearer` token (personal access token or JWT). API routes
/// answer 401 without one, except the public ones; the web app's files, `/health` and the
/// OpenAPI document are public.
struct AuthMiddleware: RouterMiddleware {
  let accounts: AccountsService

  /// API routes reachable without signing in.
  static let publicRoutes: Set<String> = [
    "/api/v1/auth/status", "/api/v1/auth/register", "/api/v1/auth/sign-in",
    "/api/v1/auth/token",
    // The calendar feed proves who it is for with its own secret token.
    "/api/v1/calendar.ics",
  ]

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    var context = context
    context.user = Self.nobody
    context.authentication = .anonymous
    context.userState = nil
    let path = request.uri.path
    guard CanonicalPath.isAPI(path) else { return try await next(request, context) }
    var renewedCookie: String?
    if let bearer = Self.bearerToken(request) {
      if let found = await accounts.authenticate(bearer: bearer) {
        context.user = found.user
        context.authentication = found.authentication
        context.userState = found.state
      }
    } else if let cookie = SessionCookie.value(in: request) {
      if let found = await accounts.authenticate(sessionCookie: cookie) {
        context.user = found.session.user
        context.authentication = .session(idHash: found.session.idHash)
        context.userState = found.state
        if let maxAge = found.renewedMaxAge {
          renewedCookie = SessionCookie.header(
            value: cookie, maxAgeSeconds: maxAge,
            secure: SessionCookie.isSecure(request, trustProxy: accounts.configuration.trustProxy))
        }
      }
    }
    guard context.authentication.isSignedIn || Self.publicRoutes.contains(path) else {
      throw APIError.unauthenticated()
    }
    if case .accessToken(_, let scope, let habits) = context.authentication {
      try TokenScope.check(scope, method: request.method, path: path, habits: habits)
    }
    var response = try await next(request, context)
    if let renewedCookie, response.headers[.setCookie] == nil {
      response.headers[.setCookie] = renewedCookie
    }
    return response
  }

  /// The user of requests that proved nothing: owns no data.
  static let nobody = UserID("")

  /// The token of an `Authorization: Bearer <token>` header (the scheme in any case, blanks
  /// around the token ignored). Read on every signed-in request, so byte by byte.
  static func bearerToken(_ request: Request) -> String? {
    guard let header = request.headers[.authorization] else { return nil }
    let bytes = header.utf8
    guard let space = bytes.firstIndex(of: UInt8(ascii: " ")),
      bytes[..<space].elementsEqual("bearer".utf8, by: { $0 | 0x20 == $1 })
    else { return nil }
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    var token = bytes[bytes.index(after: space)...]
    while let first = token.first, isBlank(first) { token.removeFirst() }
    while let last = token.last, isBlank(last) { token.removeLast() }
    return String(Substring(token))
  }
}

extension AccountsService {
  /// The user and how they proved it, with their state when the store read it on the way.
  func authenticate(
    bearer token: String
  ) async -> (user: UserID, authentication: Authentication, state: UserState?)? {
    if token.hasPrefix(AccountAdministration.accessTokenPrefix) {
      guard
        let found = try? await store.useAccessTokenWithState(
          hash: SecretToken.digest(of: token), now: clock.nowMillis())
      else { return nil }
      return (
        found.token.user,
        .accessToken(id: found.token.id, scope: found.token.scope, habits: found.token.habits),
        found.state
      )
    }
    // A token issued before the password last changed is refused.
    guard let verified = await signer.verify(token),
      let account = try? await store.account(verified.user),
      verified.issuedAt >= account.passwordChangedAt ?? .min
    else { return nil }
    return (verified.user, .jwt, nil)
  }

  /// The live session of the cookie and, when its expiry was slid forward, the cookie's new
  /// `Max-Age` in seconds (then the cookie is sent again). Slides at most once an hour, to spare
  /// writes, and never past the session's absolute lifetime, after which it is refused however
  /// recently it was used. Also gives the user's state, when the store read it with the session.
  func authenticate(
    sessionCookie: String
  ) async -> (session: SessionRecord, renewedMaxAge: Int64?, state: UserState?)? {
    let now = clock.nowMillis()
    let hash = SecretToken.digest(of: sessionCookie)
    guard let found = try? await store.sessionWithState(idHash: hash, now: now) else {
      return nil
    }
    let (session, state) = found
    guard now - session.createdAt < configuration.sessionAbsoluteLifetime else {
      try? await store.deleteSession(idHash: hash)
      return nil
    }
    guard now - session.lastSeenAt >= 3_600_000 else { return (session, nil, state) }
    try? await store.touchSession(
      idHash: hash, lastSeenAt: now,
      expiresAt: sessionExpiry(createdAt: session.createdAt, now: now))
    return (session, cookieMaxAge(createdAt: session.createdAt, now: now), state)
  }
}
