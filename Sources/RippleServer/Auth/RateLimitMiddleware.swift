import Hummingbird
import RippleServices
import RippleWire

/// Applies `RateLimiter` to API requests of signed-in users; static files do not count.
struct RateLimitMiddleware: RouterMiddleware {
  let limiter: RateLimiter
  let clock: ServerClock

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    guard CanonicalPath.isAPI(request.uri.path), context.authentication.isSignedIn else {
      return try await next(request, context)
    }
    if let wait = limiter.admit(context.user.rawValue, now: clock.nowMillis()) {
      throw APIError.tooManyRequests(
        "More than \(limiter.limit) requests in a minute; try again in \(wait) s",
        retryAfter: wait)
    }
    return try await next(request, context)
  }
}

extension APIError {
  static func tooManyRequests(_ message: String, retryAfter seconds: Int) -> APIError {
    var error = APIError(.tooManyRequests, code: .tooManyRequests, message: message)
    error.headers[.retryAfter] = String(max(1, seconds))
    return error
  }

  static func unauthenticated(
    _ message: String = "Sign in first: this route needs a session cookie or a bearer token"
  ) -> APIError {
    var error = APIError(.unauthorized, code: .unauthenticated, message: message)
    error.headers[.wwwAuthenticate] = #"Bearer realm="ripple""#
    return error
  }
}
