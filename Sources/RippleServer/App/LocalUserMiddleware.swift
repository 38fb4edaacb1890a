import Hummingbird
import RippleCore

/// Local mode: every request acts for the one implicit user.
struct LocalUserMiddleware: RouterMiddleware {
  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    var context = context
    context.user = .local
    return try await next(request, context)
  }
}
