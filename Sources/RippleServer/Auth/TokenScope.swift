import HTTPTypes
import RippleStore

/// What a scoped access token may do, judged on the path the router acts on: a `widget` token
/// reads what the widget pages show (`GET /api/v1/meta`, `GET /api/v1/today`); a `checkin`
/// token reads those too and records check-ins (`PUT|DELETE /api/v1/habits/{id}/checkins/{day}`,
/// `POST /api/v1/habits/{id}/checkin`); neither may do anything else — no habit changed, no
/// history read, no credential, backup or export.
enum TokenScope {
  static let readablePaths: Set<String> = ["/api/v1/meta", "/api/v1/today"]

  /// Passes a full token; 403 `insufficient_scope` for a scoped token outside what it may do.
  static func check(
    _ scope: AccessTokenScope, method: HTTPRequest.Method, path: String
  ) throws(APIError) {
    let reads = (method == .get || method == .head) && readablePaths.contains(path)
    switch scope {
    case .full: return
    case .widget:
      guard reads else {
        throw APIError(
          .forbidden, code: .insufficientScope,
          message: "This token is for widgets: it may only read Today and the plan")
      }
    case .checkin:
      guard reads || isCheckIn(method, path) else {
        throw APIError(
          .forbidden, code: .insufficientScope,
          message: "This token is for check-ins: it may only record them and read Today")
      }
    }
  }

  /// `PUT|DELETE /api/v1/habits/{id}/checkins/{day}` or `POST /api/v1/habits/{id}/checkin`.
  static func isCheckIn(_ method: HTTPRequest.Method, _ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 6, parts[0].isEmpty, parts[1] == "api", parts[2] == "v1",
      parts[3] == "habits", !parts[4].isEmpty
    else { return false }
    switch (method, parts.count, parts[5]) {
    case (.put, 7, "checkins"), (.delete, 7, "checkins"): return !parts[6].isEmpty
    case (.post, 6, "checkin"): return true
    default: return false
    }
  }
}
