import HTTPTypes
import Hummingbird

/// `/widget/small`, `/widget/medium` and `/widget/large` are the files
/// `Web/widget/<size>/index.html`: served at those exact paths, their query (theme, category,
/// token) kept, instead of the file server's redirect to `/widget/<size>/`, which drops it.
struct WidgetPageMiddleware: RouterMiddleware {
  static let sizes: Set<Substring> = ["small", "medium", "large"]

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    let path = request.uri.path
    guard path.hasPrefix("/widget/") else { return try await next(request, context) }
    var size = path.dropFirst("/widget/".count)
    if size.hasSuffix("/") { size = size.dropLast() }
    guard Self.sizes.contains(size) else { return try await next(request, context) }
    var head = request.head
    head.path = "/widget/\(size)/index.html" + (request.uri.query.map { "?\($0)" } ?? "")
    return try await next(Request(head: head, body: request.body), context)
  }
}
