import HTTPTypes
import Hummingbird
import RippleWire

/// Refuses state-changing requests (anything but GET, HEAD and OPTIONS) that a browser sends on
/// behalf of another site (403 `cross_site`): a form or `fetch()` on a page the user happens to
/// visit must not write to their data. Browsers say where a request comes from in
/// `Sec-Fetch-Site` (only `same-origin` and `none` pass) or, when they do not send it, in
/// `Origin` (it must be this server's own origin). Clients that are not browsers (curl, scripts)
/// send neither and pass.
struct SameOriginMiddleware: RouterMiddleware {
  static let safeMethods: Set<HTTPRequest.Method> = [.get, .head, .options]
  /// Believe the proxy's `X-Forwarded-Proto` (`--trust-proxy`); otherwise a client could send it
  /// to pass as another origin.
  var trustProxy = false

  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    if !Self.safeMethods.contains(request.method), let reason = refusal(request.head) {
      throw APIError(.forbidden, code: .crossSite, message: reason)
    }
    return try await next(request, context)
  }

  /// Why the request is refused; nil when it is same-origin or not from a browser.
  func refusal(_ head: HTTPRequest) -> String? {
    if let site = head.headerFields[.secFetchSite]?.lowercased() {
      guard site == "same-origin" || site == "none" else {
        return "Writes are accepted only from Ripple's own pages (Sec-Fetch-Site: \(site))"
      }
      return nil
    }
    guard let origin = head.headerFields[.origin] else { return nil }
    guard Self.normalized(origin: origin) == ownOrigin(head) else {
      return "Writes are accepted only from Ripple's own pages (Origin: \(origin))"
    }
    return nil
  }

  /// `scheme://host[:port]` of this request as the browser addressed it.
  func ownOrigin(_ head: HTTPRequest) -> String? {
    guard let authority = head.authority else { return nil }
    let forwarded = trustProxy ? head.headerFields[.xForwardedProto]?.lowercased() : nil
    let scheme = forwarded == "https" ? "https" : (head.scheme?.lowercased() ?? "http")
    return Self.normalized(origin: "\(scheme)://\(authority)")
  }

  /// Lower-cased, without a trailing slash or the scheme's default port.
  static func normalized(origin: String) -> String {
    var text = origin.lowercased()
    if text.hasSuffix("/") { text.removeLast() }
    for (scheme, port) in [("http://", ":80"), ("https://", ":443")]
    where text.hasPrefix(scheme) && text.hasSuffix(port) {
      text.removeLast(port.count)
    }
    return text
  }
}

extension HTTPField.Name {
  static let secFetchSite = Self("Sec-Fetch-Site")!
  static let xForwardedProto = Self("X-Forwarded-Proto")!
}
