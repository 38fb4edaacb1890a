import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `PUT /api/v1/private/days`: many days' note and mood in one request, as private mode's device
/// seals every note when it turns on and writes them back when it turns off
/// (`PrivateDayWords`). Private mode must be on: outside it, notes are written one check-in at a
/// time.
struct PrivateDaysController: Sendable {
  let store: any RippleRepository & PrivateModeRepository
  let clock: ServerClock
  let accountsMode: Bool

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.put("days", use: write)
  }

  @Sendable func write(
    _ request: Request, context: AppRequestContext
  ) async throws -> PrivateDaysJSON {
    guard accountsMode else { throw PrivateModeController.needsAccounts }
    var request = request
    let input = try await request.json(PrivateDaysInput.self, limit: 256 * 1024)
    let entries = try input.entries(now: clock.nowMillis())
    guard try await store.privateKeyring(of: context.user) != nil else {
      throw APIError(
        .conflict, code: .privateModeOff,
        message: "Private mode is off for this account: write each check-in's note instead.")
    }
    let applied = try await PrivateDayWords.write(entries, for: context.user, in: store)
    return PrivateDaysJSON(
      days: zip(entries, applied).map {
        PrivateDayJSON(habitId: $0.habit.rawValue, day: $0.day.text, applied: $1)
      })
  }
}

/// `{"days": [{"habitId", "day", "note", "mood", "updatedAt"}]}`: 1 to `PrivateDayWords.batch`
/// days; a note or mood left out or null clears it.
struct PrivateDaysInput: Decodable {
  struct Entry: Decodable {
    var habitId: String
    var day: String
    var note: String?
    var mood: String?
    var updatedAt: Int64
  }

  var days: [Entry]

  /// The entries, each rule checked (422 naming `days[i].…`); stamps ahead of the server's
  /// clock by more than honest clocks drift are brought back (`ClientTimestamp`).
  func entries(now: Int64) throws(APIError) -> [PrivateDayWords.Entry] {
    guard (1...PrivateDayWords.batch).contains(days.count) else {
      throw .invalid("Send 1 to \(PrivateDayWords.batch) days at a time", field: "days")
    }
    var entries: [PrivateDayWords.Entry] = []
    for (index, entry) in days.enumerated() {
      let field = "days[\(index)]."
      guard !entry.habitId.isEmpty, entry.habitId.utf8.count <= 200 else {
        throw .invalid("A habit id is 1 to 200 bytes", field: field + "habitId")
      }
      guard let day = try? Day(parsing: entry.day) else {
        throw .invalid("A day is written yyyy-MM-dd", field: field + "day")
      }
      let mood: Mood?
      do { mood = try Mood.named(entry.mood) } catch {
        throw .invalid(error.message, field: field + error.field)
      }
      entries.append(
        PrivateDayWords.Entry(
          habit: HabitID(entry.habitId), day: day, note: entry.note, mood: mood,
          updatedAt: ClientTimestamp.clamped(entry.updatedAt, now: now)))
    }
    return entries
  }
}

extension PrivateDaysJSON: ResponseEncodable {}
