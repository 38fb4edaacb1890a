import Hummingbird

/// Limits the public routes that check a password or make an account (sign-up, sign-in and the
/// token grant) per client address, so that one address can neither flood them with bcrypt
/// work nor try passwords across many accounts fast. Independent of the per-user limit.
struct AuthRouteLimitMiddleware: RouterMiddleware {
  static let routes: Set<String> = [
    "/api/v1/auth/register", "/api/v1/auth/sign-in", "/api/v1/auth/token",
  ]

  let accounts: AccountsService

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    guard Self.routes.contains(request.uri.path) else { return try await next(request, context) }
    let limiter = accounts.authRouteLimiter
    let address = accounts.clientAddress(request, context) ?? "unknown"
    if let wait = limiter.admit(address, now: accounts.clock.nowMillis()) {
      throw APIError.tooManyRequests(
        "More than \(limiter.limit) sign-up and sign-in requests in a minute from this address; "
          + "try again in \(wait) s", retryAfter: wait)
    }
    return try await next(request, context)
  }
}
