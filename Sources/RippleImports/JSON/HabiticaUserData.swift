import Foundation
import RippleCore
import RippleStore

/// Habitica's `userdata.json` (Settings → Export data → user data): `tasks.habits` and
/// `tasks.dailys`, each with its `history` of scores (`date` in milliseconds, `value` after the
/// score). A daily keeps its days (`frequency` "weekly" with `repeat`, or "daily" with
/// `everyX`); an entry of a daily that says `completed`, or of a habit that `scoredUp`, or
/// (in older exports) that raised the value, is a day done.
struct HabiticaUserData: Decodable {
  struct Tasks: Decodable {
    var habits: [Task]?
    var dailys: [Task]?
  }
  struct Task: Decodable {
    var id: String?
    var text: String
    var notes: String?
    var frequency: String?
    var everyX: Int?
    var startDate: String?
    var `repeat`: [String: Bool]?
    var history: [Entry]?
  }
  struct Entry: Decodable {
    var date: Instant
    var value: Double?
    var completed: Bool?
    var scoredUp: Int?
  }
  /// Milliseconds since 1970, or an ISO 8601 instant in older exports.
  struct Instant: Decodable {
    var seconds: Double
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let millis = try? container.decode(Double.self) {
        seconds = millis / 1000
      } else if let instant = JSONFile.instant(try container.decode(String.self)) {
        seconds = instant
      } else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an instant")
      }
    }
  }

  var tasks: Tasks

  static let weekdayCodes: [(String, Weekday)] = [
    ("m", .monday), ("t", .tuesday), ("w", .wednesday), ("th", .thursday), ("f", .friday),
    ("s", .saturday), ("su", .sunday),
  ]

  static func drafts(
    _ data: Data, zone: TimeZone
  ) throws -> (drafts: [HabitDraft], skipped: [String]) {
    let file = try JSONFile.decode(HabiticaUserData.self, from: data, kind: .habitica)
    var drafts: [HabitDraft] = []
    for task in file.tasks.habits ?? [] {
      var draft = HabitDraft(name: task.text)
      draft.description = task.notes ?? ""
      record(task.history ?? [], in: &draft, zone: zone) { entry, previous in
        entry.scoredUp.map { $0 > 0 } ?? ((entry.value ?? 0) > previous)
      }
      drafts.append(draft)
    }
    for task in file.tasks.dailys ?? [] {
      var draft = HabitDraft(name: task.text)
      draft.description = task.notes ?? ""
      schedule(of: task, in: &draft, zone: zone)
      record(task.history ?? [], in: &draft, zone: zone) { entry, previous in
        entry.completed ?? ((entry.value ?? 0) > previous)
      }
      drafts.append(draft)
    }
    return (drafts, [])
  }

  private static func record(
    _ history: [Entry], in draft: inout HabitDraft, zone: TimeZone,
    done: (Entry, Double) -> Bool
  ) {
    var previous = 0.0
    for entry in history.sorted(by: { $0.date.seconds < $1.date.seconds }) {
      if done(entry, previous), let day = day(entry.date.seconds, zone: zone) {
        draft.record(day, DraftDay(state: .done))
      }
      previous = entry.value ?? previous
    }
  }

  private static func schedule(of task: Task, in draft: inout HabitDraft, zone: TimeZone) {
    switch task.frequency {
    case "weekly":
      let days = weekdayCodes.filter { task.repeat?[$0.0] ?? true }.map(\.1)
      if days.isEmpty {
        draft.adjusted.append("a daily due on no day imported as due every day")
      } else if days.count < 7 {
        draft.schedule = .weekdays(WeekdaySet(days))
      }
    case "daily":
      let every = task.everyX ?? 1
      if every > 1 {
        let start = task.startDate.flatMap(JSONFile.instant).flatMap { day($0, zone: zone) }
        draft.schedule = .everyNDays(
          min(every, Limits.everyNDays.upperBound),
          start: max(start ?? Limits.earliestDay, Limits.earliestDay))
      }
    case let other?:
      draft.adjusted.append("a \(other) daily imported as due every day")
    case nil: break
    }
  }

  static func day(_ seconds: Double, zone: TimeZone) -> Day? {
    guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
    let local = seconds + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
    return Day(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
  }
}
