import Hummingbird
import RippleCore
import RippleServices
import RippleStore

/// "Now" in a user's calendar: their settings, their day and where in it they are.
struct UserNow: Sendable {
  var settings: Settings
  var moment: UserMoment
  /// The server clock's today in the user's calendar, whatever `?day=` says: plans (the tier's
  /// expiry) are judged on it, never on a client's day.
  var planDay: Day
  var today: Day { moment.day }
  var minutesIntoToday: Int { moment.minutesIntoDay }
  /// The plan as it stands on `planDay`, for engine checks that take the request's day: Premium
  /// while the plan lifts the free limits on the server's day, else Free.
  var planTier: Tier { settings.tier.isPremium(on: planDay) ? .premium : .free }
}

/// Resolves a request's "today" from the user's time zone and day-start hour, or from
/// `?day=yyyy-MM-dd` when a client or test pins it.
struct UserCalendar<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let clock: ServerClock

  func now(_ request: Request, _ context: AppRequestContext) async throws -> UserNow {
    try now(request, settings: try await repository.settings(for: context.user))
  }

  /// "Now" as the request found it on arrival: from the settings read with the sign-in when the
  /// store gave them (`AppRequestContext.userState`), else read now. Only for handlers that have
  /// written nothing yet.
  func arrivalNow(_ request: Request, _ context: AppRequestContext) async throws -> UserNow {
    guard let state = context.userState else { return try await now(request, context) }
    return try now(request, settings: state.settings)
  }

  /// The user's settings and change sequence as the request found them on arrival: as read with
  /// the sign-in when the store gave them, else read now (in one round trip where the store can).
  /// What an answer cached by both is looked up with, before any data is read.
  func arrivalState(_ context: AppRequestContext) async throws -> UserState {
    if let state = context.userState { return state }
    let (settings, change) = try await repository.settingsAndChange(for: context.user)
    return UserState(settings: settings, change: change)
  }

  /// "Now" for a user whose settings the caller read already.
  func now(_ request: Request, settings: Settings) throws -> UserNow {
    var moment = clock.moment(for: settings)
    let planDay = moment.day
    if let day = try request.dayParameter("day") {
      guard abs(moment.day.distance(to: day)) <= Self.dayOverrideReach else {
        throw APIError.badRequest(
          "'day' must be within \(Self.dayOverrideReach) days of today", field: "day")
      }
      moment.day = day
    }
    return UserNow(settings: settings, moment: moment, planDay: planDay)
  }

  /// How far `?day=` may pin "today" from the real one.
  static var dayOverrideReach: Int { 400 }
}

extension Request {
  /// A `yyyy-MM-dd` query parameter, or a 400 naming it.
  func dayParameter(_ name: String) throws(APIError) -> Day? {
    guard let text = uri.queryParameters.get(name) else { return nil }
    do { return try Day(parsing: text) } catch { throw .badRequest(error.message, field: name) }
  }

  /// A whole number in `range` (`value` when absent), or a 400 naming the parameter.
  func count(
    _ name: String, in range: ClosedRange<Int>, default value: Int
  ) throws(APIError) -> Int {
    guard let text = uri.queryParameters.get(name) else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw .badRequest(
        "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)",
        field: name)
    }
    return number
  }

  /// One of `allowed`, or a 400 naming the parameter.
  func choice(_ name: String, allowed: [String], default value: String) throws(APIError) -> String {
    guard let text = uri.queryParameters.get(name) else { return value }
    guard allowed.contains(text) else {
      throw .badRequest(
        "'\(name)' must be one of \(allowed.joined(separator: ", "))", field: name)
    }
    return text
  }

  /// A path parameter as a day.
  func dayPath(_ context: AppRequestContext, _ name: String = "day") throws(APIError) -> Day {
    let text = context.parameters.get(name) ?? ""
    do { return try Day(parsing: text) } catch { throw .badRequest(error.message, field: name) }
  }
}
