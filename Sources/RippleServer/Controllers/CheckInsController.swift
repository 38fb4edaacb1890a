import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `PUT|DELETE /api/v1/habits/{id}/checkins/{day}`: idempotent writes of one day's check-in;
/// `POST …/{day}/taps`: a "+1" named by the device, counted once however often it is sent.
/// The answer carries what the engine decided, so clients animate exactly that.
struct CheckInsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  /// The entry; a body that leaves `note` or `mood` out keeps the day's (`null` removes it).
  struct Body: Decodable {
    var state: String
    var value: Double?
    var note: String?
    var mood: String?
    var updatedAt: Int64?
    var loggedMinute: Int?
    var kept: NoteAndMood.Kept

    enum CodingKeys: String, CodingKey {
      case state, value, note, mood, updatedAt, loggedMinute
    }

    init(from decoder: any Decoder) throws {
      let fields = try decoder.container(keyedBy: CodingKeys.self)
      state = try fields.decode(String.self, forKey: .state)
      value = try fields.decodeIfPresent(Double.self, forKey: .value)
      note = try fields.decodeIfPresent(String.self, forKey: .note)
      mood = try fields.decodeIfPresent(String.self, forKey: .mood)
      updatedAt = try fields.decodeIfPresent(Int64.self, forKey: .updatedAt)
      loggedMinute = try fields.decodeIfPresent(Int.self, forKey: .loggedMinute)
      kept = NoteAndMood.Kept(note: !fields.contains(.note), mood: !fields.contains(.mood))
    }
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.put(":id/checkins/:day", use: put)
      .delete(":id/checkins/:day", use: delete)
      .post(":id/checkins/:day/taps", use: tap)
  }

  @Sendable func tap(
    _ request: Request, context: AppRequestContext
  ) async throws -> CheckInAnswerJSON {
    var request = request
    let body = try await request.json(TapBody.self, limit: 4 * 1024)
    let tap = try body.checked()
    let now = try await calendar.arrivalNow(request, context)
    let day = try request.dayPath(context)
    let recorded = try await recording(now, request, context).add(
      tap.amount, habit: HabitsController<Repository>.id(context), day: day, tap: tap.id,
      updatedAt: ClientTimestamp.clamped(body.updatedAt, now: calendar.clock.nowMillis()))
    return CheckInAnswerJSON(recorded, day: day, settings: now.settings)
  }

  @Sendable func put(
    _ request: Request, context: AppRequestContext
  ) async throws -> CheckInAnswerJSON {
    var request = request
    let body = try await request.json(Body.self, limit: 16 * 1024)
    guard let state = CheckInState(rawValue: body.state) else {
      throw APIError.invalid("State must be done, skipped or missed", field: "state")
    }
    let mood: Mood?
    do { mood = try Mood.named(body.mood) } catch {
      throw APIError.invalid(error.message, field: error.field)
    }
    let now = try await calendar.arrivalNow(request, context)
    let day = try request.dayPath(context)
    let entry = CheckInEntry(
      state: state, value: body.value, note: body.note, mood: mood, kept: body.kept,
      loggedMinute: body.loggedMinute,
      updatedAt: ClientTimestamp.clamped(body.updatedAt, now: calendar.clock.nowMillis()))
    let recorded = try await recording(now, request, context).record(
      entry, habit: HabitsController<Repository>.id(context), day: day)
    return CheckInAnswerJSON(recorded, day: day, settings: now.settings)
  }

  @Sendable func delete(
    _ request: Request, context: AppRequestContext
  ) async throws -> CheckInAnswerJSON {
    let now = try await calendar.arrivalNow(request, context)
    let day = try request.dayPath(context)
    var stamp: Int64?
    if let text = request.uri.queryParameters.get("updatedAt") {
      guard let value = Int64(text) else {
        throw APIError.badRequest("'updatedAt' must be milliseconds since 1970", field: "updatedAt")
      }
      stamp = value
    }
    let recorded = try await recording(now, request, context).clear(
      habit: HabitsController<Repository>.id(context), day: day,
      updatedAt: ClientTimestamp.clamped(stamp, now: calendar.clock.nowMillis()))
    return CheckInAnswerJSON(recorded, day: day, settings: now.settings)
  }

  /// `?include=todayLayout` asks for Today's layout after the write in the answer (what the web
  /// app draws a tap from); nothing else may be included.
  private func recording(
    _ now: UserNow, _ request: Request, _ context: AppRequestContext
  ) throws -> CheckInRecording<Repository> {
    var layingOut = false
    if let include = request.uri.queryParameters.get("include") {
      guard include == "todayLayout" else {
        throw APIError.badRequest("'include' may only be todayLayout", field: "include")
      }
      layingOut = true
    }
    return CheckInRecording(
      repository: repository, user: context.user, today: now.today, settings: now.settings,
      moment: now.moment, minuteNow: now.moment.minuteOfDay, layingOutToday: layingOut,
      hasWebhooks: context.userState?.hasWebhooks)
  }
}
