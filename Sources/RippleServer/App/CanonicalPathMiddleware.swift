import Hummingbird
import RippleWire

/// Refuses, with one 400 `non_canonical_path`, any path `CanonicalPath` does not accept, before
/// host, origin, body-type, sign-in or rate-limit checks run. It also keeps the file server from
/// ever answering a redirect to a scheme-relative `Location` (`//host/…`).
struct CanonicalPathMiddleware: RouterMiddleware {
  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    let path = request.uri.path
    if let problem = CanonicalPath.problem(with: path) {
      throw APIError(
        .badRequest, code: .nonCanonicalPath,
        message: "The path is not in its one accepted form: \(problem)")
    }
    return try await next(request, context)
  }
}
