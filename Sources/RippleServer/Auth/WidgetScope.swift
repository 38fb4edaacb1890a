import HTTPTypes
import RippleStore

/// What a `widget` access token may do: read what the widget pages show (`GET /api/v1/meta` and
/// `GET /api/v1/today`), nothing else — no write, no credential, no backup or export.
enum WidgetScope {
  static let readablePaths: Set<String> = ["/api/v1/meta", "/api/v1/today"]

  /// Passes a full token; 403 `insufficient_scope` for a widget token outside its reads.
  static func check(
    _ scope: AccessTokenScope, method: HTTPRequest.Method, path: String
  ) throws(APIError) {
    switch scope {
    case .full: return
    case .widget:
      guard method == .get || method == .head, readablePaths.contains(path) else {
        throw APIError(
          .forbidden, code: .insufficientScope,
          message: "This token is for widgets: it may only read Today and the plan")
      }
    }
  }
}
