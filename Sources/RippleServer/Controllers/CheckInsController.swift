import Hummingbird
import RippleCore
import RippleServices
import RippleStore

/// `PUT|DELETE /api/v1/habits/{id}/checkins/{day}`: idempotent writes of one day's check-in.
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

  struct WriteResult: ResponseEncodable {
    var checkIn: CheckInDTO?
    var applied: Bool
    var card: CardJSON
    var summary: SummaryJSON
    var perfectDay: Bool
    var celebration: CelebrationJSON
    /// The perfect-days streak after the write.
    var perfectDays: StreakJSON
    /// The line to show for the write: "3 of 8 glasses logged", "Drink water completed".
    var message: String
    /// For the habit of a goal in progress, what the coach says to a Yes, a No or a Skip.
    var coachMessage: MessageJSON?
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.put(":id/checkins/:day", use: put)
      .delete(":id/checkins/:day", use: delete)
  }

  @Sendable func put(_ request: Request, context: AppRequestContext) async throws -> WriteResult {
    var request = request
    let body = try await request.json(Body.self, limit: 16 * 1024)
    let now = try await calendar.arrivalNow(request, context)
    let day = try writableDay(request, context, today: now.today)
    guard let state = CheckInState(rawValue: body.state) else {
      throw APIError.invalid("State must be done, skipped or missed", field: "state")
    }
    var mood: Mood?
    if let text = body.mood {
      guard let value = Mood(rawValue: text) else {
        throw APIError.invalid("Mood must be great, good, okay or bad", field: "mood")
      }
      mood = value
    }
    let checkIn = CheckIn(
      habitID: HabitsController<Repository>.id(context), day: day, state: state,
      value: body.value, note: body.note, mood: mood,
      loggedMinute: body.loggedMinute ?? (day == now.today ? now.moment.minuteOfDay : nil),
      updatedAt: ClientTimestamp.clamped(body.updatedAt, now: calendar.clock.nowMillis()))
    var result = try await write(checkIn.habitID, day: day, now: now, context: context) {
      try await repository.upsertCheckIn(checkIn, keeping: body.kept, for: context.user)
    }
    if try await CoachHabits.isCoached(checkIn.habitID, user: context.user, in: repository) {
      result.coachMessage = MessageJSON(
        CoachMessages.pick(CoachSituation(logged: state), on: day))
    }
    return result
  }

  @Sendable func delete(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> WriteResult
  {
    let now = try await calendar.arrivalNow(request, context)
    let day = try writableDay(request, context, today: now.today)
    var stamp: Int64?
    if let text = request.uri.queryParameters.get("updatedAt") {
      guard let value = Int64(text) else {
        throw APIError.badRequest("'updatedAt' must be milliseconds since 1970", field: "updatedAt")
      }
      stamp = value
    }
    let updatedAt = ClientTimestamp.clamped(stamp, now: calendar.clock.nowMillis())
    let habitID = HabitsController<Repository>.id(context)
    return try await write(habitID, day: day, now: now, context: context) {
      try await repository.clearCheckIn(
        habit: habitID, day: day, updatedAt: updatedAt, for: context.user)
    }
  }

  private func writableDay(
    _ request: Request, _ context: AppRequestContext, today: Day
  )
    throws(APIError) -> Day
  {
    let day = try request.dayPath(context)
    do { try CheckInValidation.checkWritable(day, today: today) } catch {
      throw .invalid(error.message, field: error.field)
    }
    return day
  }

  /// Runs the write and answers with what the engine makes of it.
  private func write(
    _ habitID: HabitID, day: Day, now: UserNow, context: AppRequestContext,
    _ operation: () async throws -> CheckInWrite
  ) async throws -> WriteResult {
    let (result, outcome) = try await CheckInWriting.judged(
      habitID, day: day, today: now.today, settings: now.settings, moment: now.moment,
      user: context.user, in: repository, operation)
    return WriteResult(
      checkIn: result.current.map(CheckInDTO.init), applied: result.applied,
      card: CardJSON(outcome.card, settings: now.settings),
      summary: SummaryJSON(outcome.summary, calm: now.settings.isCalm),
      perfectDay: outcome.summary.isPerfect, celebration: CelebrationJSON(outcome.celebration),
      perfectDays: StreakJSON(outcome.perfectDays), message: outcome.message)
  }
}
