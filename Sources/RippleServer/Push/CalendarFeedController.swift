import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// The calendar feed: `GET /api/v1/calendar.ics?token=…` for calendar apps, which
/// cannot sign in, so a secret per-user token in the URL says whose reminders to list. The store
/// keeps only the token's digest: `POST /api/v1/calendar/token` makes the feed (or a new token,
/// which ends the old URL) and shows its URL once; `GET` tells only whether a feed exists.
struct CalendarFeedController<Repository: RippleRepository & NotificationRepository>: Sendable {
  let repository: Repository
  let clock: ServerClock

  func addRoutes(to api: RouterGroup<AppRequestContext>) {
    api.get("calendar.ics", use: feed)
    api.get("calendar/token", use: status)
    api.post("calendar/token", use: rotate)
  }

  @Sendable func feed(_ request: Request, context: AppRequestContext) async throws -> Response {
    guard let token = request.uri.queryParameters.get("token"), !token.isEmpty else {
      throw APIError.badRequest("'token' is required", field: "token")
    }
    guard let user = try await repository.calendarUser(tokenDigest: SecretToken.digest(of: token))
    else {
      throw APIError.notFound("No calendar has this token")
    }
    let settings = try await repository.settings(for: user)
    let habits = try await repository.habits(for: user, filter: .active)
    let text = CalendarFeed.document(
      habits: habits, zone: settings.timeZone, stamp: Self.stamp(millis: clock.nowMillis()),
      privateWords: try await repository.isPrivate(user))
    var headers = HTTPFields()
    headers[.contentType] = "text/calendar; charset=utf-8"
    headers[.cacheControl] = "no-store"
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  @Sendable func status(
    _ request: Request, context: AppRequestContext
  ) async throws -> CalendarFeedStatusJSON {
    CalendarFeedStatusJSON(exists: try await repository.hasCalendarFeed(for: context.user))
  }

  @Sendable func rotate(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<CalendarTokenJSON>
  {
    let fresh = SecretToken.generate(prefix: "cal_")
    try await repository.replaceCalendarToken(for: context.user, digest: fresh.digest)
    return EditedResponse(
      status: .created, headers: [.cacheControl: "no-store"],
      response: CalendarTokenJSON(fresh.value))
  }

  /// `20261118T103000Z`.
  static func stamp(millis: Int64) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: Date(timeIntervalSince1970: Double(millis) / 1000))
  }
}
