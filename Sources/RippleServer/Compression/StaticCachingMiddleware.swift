import HTTPTypes
import Hummingbird

/// Caching of the web app's files: the files that name the others (the page, the service worker,
/// the manifest, a widget's page) are revalidated on every load, so an update is seen at once;
/// every file may differ by `Accept-Encoding`. A file asked for at its hashed URL (`?v=` its
/// current content hash, `AssetHashes`) can never change there, so it is cached for a year
/// without revalidation.
struct StaticCachingMiddleware: RouterMiddleware {
  static let immutable = "public, max-age=31536000, immutable"
  let hashes: AssetHashes

  static func isEntryPoint(_ path: String) -> Bool {
    path == "/" || path.hasSuffix("/index.html") || path == "/sw.js" || path == "/sw-manifest.js"
      || path == "/manifest.webmanifest"
  }

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    let path = request.uri.path
    guard !path.hasPrefix("/api/"), response.status == .ok || response.status == .notModified
    else { return response }
    response.headers[.vary] = "Accept-Encoding"
    if Self.isEntryPoint(path), response.headers[.cacheControl] == nil {
      response.headers[.cacheControl] = "no-cache"
    } else if let version = request.uri.queryParameters["v"], !version.isEmpty,
      let relative = path.removingPercentEncoding?.dropFirst(),
      hashes.hash(of: String(relative)) == String(version)
    {
      response.headers[.cacheControl] = Self.immutable
    }
    return response
  }
}
