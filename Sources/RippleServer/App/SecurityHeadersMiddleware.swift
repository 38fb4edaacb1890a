import Foundation
import HTTPTypes
import Hummingbird

/// Headers every response carries, errors and static files included: a strict Content Security
/// Policy (scripts only from this origin, no framing), no MIME sniffing, no referrer, and no
/// caching of API answers (they hold the user's data).
struct SecurityHeadersMiddleware: RouterMiddleware {
  /// Styles allow 'unsafe-inline': the app sets per-element custom properties in SVG `style`
  /// attributes (charts.js) and writes the accent colour into a `<style>` element
  /// (profile/accent.js). Inline styles cannot run script; scripts stay 'self' only.
  /// 'wasm-unsafe-eval' lets the page compile the engine's WebAssembly module
  /// (engine/ripple.wasm); it allows no JavaScript eval.
  static let contentSecurityPolicy = [
    "default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'", "connect-src 'self'", "font-src 'self'", "manifest-src 'self'",
    "worker-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
    "frame-ancestors 'none'",
  ].joined(separator: "; ")

  /// The policy with more script sources: the hashes of the inline scripts a page carries (the
  /// app page's import map and inlined scripts, `HashedPage`).
  static func contentSecurityPolicy(allowingScript source: String) -> String {
    contentSecurityPolicy.replacingOccurrences(
      of: "script-src 'self' 'wasm-unsafe-eval'",
      with: "script-src 'self' 'wasm-unsafe-eval' \(source)")
  }

  static let widgetContentSecurityPolicy = contentSecurityPolicy.replacingOccurrences(
    of: "frame-ancestors 'none'", with: "frame-ancestors *")

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    let path = request.uri.path
    // Widget pages may be framed (dashboards, the app's own preview); their checks stay
    // read-only in a frame of another site unless the link asks for writes (widget/widget.js).
    let widget = path.hasPrefix("/widget/")
    // A page that allows its own inline script has set its policy already (HashedPageMiddleware).
    if response.headers[.contentSecurityPolicy] == nil || response.status.code >= 400 {
      response.headers[.contentSecurityPolicy] =
        widget ? Self.widgetContentSecurityPolicy : Self.contentSecurityPolicy
    }
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[.referrerPolicy] = "no-referrer"
    if !widget { response.headers[.xFrameOptions] = "DENY" }
    if path.hasPrefix("/api/") || path == "/health" || response.status.code >= 400 {
      response.headers[.cacheControl] = "no-store"
    }
    return response
  }
}

extension HTTPField.Name {
  static let referrerPolicy = Self("Referrer-Policy")!
  static let xFrameOptions = Self("X-Frame-Options")!
}
