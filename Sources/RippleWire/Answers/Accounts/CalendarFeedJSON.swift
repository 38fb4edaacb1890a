#if !hasFeature(Embedded)
/// `POST /api/v1/calendar/token`: the feed just made, its token and path, shown this once.
public struct CalendarTokenJSON: WireObject, Sendable {
  public var token: String
  /// The feed's path; the client puts its own origin in front.
  public var path: String

  public init(_ token: String) {
    self.token = token
    path = "/api/v1/calendar.ics?token=" + token
  }

  public static let wireName = "CalendarToken"
  public static let wireSummary = "The calendar feed's token and path, shown once"
  public static let wireFields: [WireField<CalendarTokenJSON>] = [
    WireField("token") { $0.token },
    WireField("path", "/api/v1/calendar.ics?token=…") { $0.path },
  ]
}

/// `GET /api/v1/calendar/token`: whether the user has a calendar feed (never its token).
public struct CalendarFeedStatusJSON: WireObject, Sendable {
  public var exists: Bool

  public init(exists: Bool) { self.exists = exists }

  public static let wireName = "CalendarFeedStatus"
  public static let wireSummary = "Whether the user has a calendar feed"
  public static let wireFields: [WireField<CalendarFeedStatusJSON>] = [
    WireField("exists") { $0.exists }
  ]
}
#endif
