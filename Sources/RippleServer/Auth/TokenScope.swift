import HTTPTypes
import RippleCore
import RippleStore

/// What a scoped access token may do, judged on the path the router acts on: a `widget` token
/// reads what the widget pages show (`GET /api/v1/meta`, `GET /api/v1/today`); a `checkin`
/// token reads those too and records check-ins (`PUT|DELETE /api/v1/habits/{id}/checkins/{day}`,
/// `POST …/checkins/{day}/taps`, `POST /api/v1/habits/{id}/checkin`); neither may do anything else — no habit changed, no
/// history read, no credential, backup or export.
enum TokenScope {
  static let readablePaths: Set<String> = ["/api/v1/meta", "/api/v1/today"]

  /// Passes a full token; 403 `insufficient_scope` for a scoped token outside what it may do,
  /// a check-in token limited to `habits` included when the path names another habit.
  static func check(
    _ scope: AccessTokenScope, method: HTTPRequest.Method, path: String,
    habits: [HabitID]? = nil
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
      if let habits, let habit = checkedInHabit(method, path),
        !habits.contains(where: { $0.rawValue == habit })
      {
        throw APIError(
          .forbidden, code: .insufficientScope,
          message: "This token may only check in the habits it was made for")
      }
    }
  }

  /// `PUT|DELETE /api/v1/habits/{id}/checkins/{day}`, `POST …/checkins/{day}/taps` or
  /// `POST /api/v1/habits/{id}/checkin`.
  static func isCheckIn(_ method: HTTPRequest.Method, _ path: String) -> Bool {
    checkedInHabit(method, path) != nil
  }

  /// The habit id of a check-in write's path (as the router reads it), or nil for any other.
  static func checkedInHabit(_ method: HTTPRequest.Method, _ path: String) -> Substring? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 6, parts[0].isEmpty, parts[1] == "api", parts[2] == "v1",
      parts[3] == "habits", !parts[4].isEmpty
    else { return nil }
    switch (method, parts.count, parts[5]) {
    case (.put, 7, "checkins"), (.delete, 7, "checkins"): return parts[6].isEmpty ? nil : parts[4]
    case (.post, 8, "checkins"): return parts[6].isEmpty || parts[7] != "taps" ? nil : parts[4]
    case (.post, 6, "checkin"): return parts[4]
    default: return nil
    }
  }
}
