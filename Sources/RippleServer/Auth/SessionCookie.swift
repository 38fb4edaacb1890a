import Foundation
import Hummingbird

/// The session cookie: `HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` when the
/// request came over TLS (or, with `--trust-proxy`, the proxy says it did).
enum SessionCookie {
  static let name = "ripple_session"

  static func value(in request: Request) -> String? {
    request.cookies[name]?.value
  }

  static func header(value: String, maxAgeSeconds: Int64, secure: Bool) -> String {
    var parts = [
      "\(name)=\(value)", "Path=/", "Max-Age=\(maxAgeSeconds)", "HttpOnly", "SameSite=Lax",
    ]
    if secure { parts.append("Secure") }
    return parts.joined(separator: "; ")
  }

  /// Tells the browser to forget the cookie.
  static func clearing(secure: Bool) -> String {
    header(value: "", maxAgeSeconds: 0, secure: secure)
  }

  static func isSecure(_ request: Request, trustProxy: Bool) -> Bool {
    if request.head.scheme?.lowercased() == "https" { return true }
    return trustProxy && request.headers[.xForwardedProto]?.lowercased() == "https"
  }
}
