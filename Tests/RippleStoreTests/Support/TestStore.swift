import Foundation
import RippleCore
import RippleStore
import RippleStoreSQLite

/// A fresh Ripple database in its own temporary folder, removed when the value goes away.
final class TestStore: Sendable {
  let folder: URL
  let store: SQLiteStore

  init() throws {
    folder = try TestStore.makeFolder()
    store = try SQLiteStore(path: folder.appendingPathComponent("ripple.sqlite").path)
  }

  var path: String { store.path }

  /// Opens the same file again, as a new process would.
  func reopened() throws -> SQLiteStore { try SQLiteStore(path: path) }

  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A day written as `yyyy-MM-dd`.
func day(_ text: String) -> Day {
  try! Day(parsing: text)
}

let today = day("2026-11-22")
let user = UserID.local

func habit(
  _ name: String, id: String? = nil, schedule: Schedule = .daily, measure: Measure = .boolean,
  reminders: [Reminder] = [], archived: Bool = false, category: CategoryID? = nil,
  color: String = "#FF6B6B"
) -> Habit {
  Habit(
    id: HabitID(id ?? "habit-" + name.lowercased().replacingOccurrences(of: " ", with: "-")),
    name: name, color: color, categoryID: category, schedule: schedule, measure: measure,
    reminders: reminders, isArchived: archived, createdDay: day("2026-11-01"),
    createdAt: 1_761_955_200_000, updatedAt: 1_761_955_200_000)
}

func checkIn(
  _ habit: Habit, _ text: String, _ state: CheckInState = .done, value: Double? = nil,
  note: String? = nil, mood: Mood? = nil, updatedAt: Int64 = 1_000
) -> CheckIn {
  CheckIn(
    habitID: habit.id, day: day(text), state: state, value: value, note: note, mood: mood,
    updatedAt: updatedAt)
}

extension RippleRepository {
  /// Creates the habits in order.
  @discardableResult
  func create(_ habits: Habit...) async throws -> [Habit] {
    var created: [Habit] = []
    for habit in habits { created.append(try await createHabit(habit, for: user, today: today)) }
    return created
  }
}
