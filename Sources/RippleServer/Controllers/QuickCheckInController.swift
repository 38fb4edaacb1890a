import HTTPTypes
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `POST /api/v1/habits/{id}/checkin`: one request that records today's check-in, in the
/// user's time zone, for automation tools (an NFC tag through a shortcut, Tasker, Home
/// Assistant, `curl`). `?action=done` (the default; `value=N` for a numeric habit), `skip`,
/// `clear`, or `add` (`amount=N`, 1 by default: "+1" for a counted habit). `done`, `skip` and
/// `clear` are idempotent by nature; `add` with an `Idempotency-Key` header (or `key=`) adds
/// once however often it is sent. The answer is the check-in write's, with what changed.
struct QuickCheckInController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let idempotency: IdempotencyKeys

  enum Action: String, CaseIterable {
    case done, skip, clear, add
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.post(":id/checkin", use: checkIn)
  }

  @Sendable func checkIn(
    _ request: Request, context: AppRequestContext
  ) async throws -> CheckInAnswerJSON {
    let query = request.uri.queryParameters
    let action = Action(
      rawValue: try request.choice(
        "action", allowed: Action.allCases.map(\.rawValue), default: "done"))!
    let habit = HabitsController<Repository>.id(context)
    // Every parameter is checked, whichever the action uses.
    let value = try Self.number(query.get("value"), "value")
    let amount = try Self.number(query.get("amount"), "amount") ?? 1
    let key = try Self.key(request)
    let now = try await calendar.arrivalNow(request, context)
    guard action == .add, let key else {
      return try await write(
        action, habit: habit, value: value, amount: amount, key: key, now, context)
    }
    // A retry of the key, even one sent while the first is still being written, answers what
    // the first did.
    return try await idempotency.once(
      key, user: context.user, now: calendar.clock.nowMillis()
    ) {
      try await write(action, habit: habit, value: value, amount: amount, key: key, now, context)
    }
  }

  /// `key` names an `add` in the store too, so a retry after a restart still adds once.
  private func write(
    _ action: Action, habit: HabitID, value: Double?, amount: Double, key: String?,
    _ now: UserNow, _ context: AppRequestContext
  ) async throws -> CheckInAnswerJSON {
    let stamp = calendar.clock.nowMillis()
    let recording = CheckInRecording(
      repository: repository, user: context.user, today: now.today, settings: now.settings,
      moment: now.moment, minuteNow: now.moment.minuteOfDay, layingOutToday: false,
      hasWebhooks: context.userState?.hasWebhooks)
    let kept = NoteAndMood.Kept(note: true, mood: true)
    let recorded: CheckInRecorded
    switch action {
    case .done:
      recorded = try await recording.record(
        CheckInEntry(state: .done, value: value, kept: kept, updatedAt: stamp), habit: habit,
        day: now.today)
    case .skip:
      recorded = try await recording.record(
        CheckInEntry(state: .skipped, kept: kept, updatedAt: stamp), habit: habit, day: now.today)
    case .clear:
      recorded = try await recording.clear(habit: habit, day: now.today, updatedAt: stamp)
    case .add:
      recorded = try await recording.add(
        amount, habit: habit, day: now.today, tap: key, updatedAt: stamp)
    }
    return CheckInAnswerJSON(recorded, day: now.today, settings: now.settings)
  }

  /// `Idempotency-Key` or `key=` (the header when both are sent, each checked): 1 to 100
  /// characters.
  static func key(_ request: Request) throws(APIError) -> String? {
    let query = request.uri.queryParameters.get("key")
    let header = HTTPField.Name("Idempotency-Key").flatMap { request.headers[$0] }
    for (given, field) in [(query, "key"), (header, "Idempotency-Key")] {
      if let given, !(1...100).contains(given.count) {
        throw .badRequest("'\(field)' must have 1 to 100 characters", field: field)
      }
    }
    return header ?? query
  }

  static func number(_ text: String?, _ name: String) throws(APIError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value > 0, value < Limits.valueCeiling else {
      throw .badRequest("'\(name)' must be a number above 0", field: name)
    }
    return value
  }
}
