import Hummingbird
import RippleStore

/// The answer of `GET /api/v1/changes`: rows as `/api/v1/backup` encodes them, plus
/// `sequence` (the next `since`), `reset` (replace the replica with this answer) and
/// `clearedCheckIns` (check-in tombstones).
struct ChangesJSON: ResponseEncodable, Sendable {
  var sequence: Int64
  var reset: Bool
  var settings: SettingsDTO?
  var categories: [CategoryDTO]
  var habits: [HabitDTO]
  var checkIns: [CheckInDTO]
  var clearedCheckIns: [ClearedCheckInJSON]

  init(_ changes: ChangeSet) {
    sequence = changes.sequence
    reset = changes.reset
    settings = changes.settings.map(SettingsDTO.init)
    categories = changes.categories.map(CategoryDTO.init)
    habits = changes.habits.map(HabitDTO.init)
    checkIns = changes.checkIns.map(CheckInDTO.init)
    clearedCheckIns = changes.clearedCheckIns.map(ClearedCheckInJSON.init)
  }
}

/// A check-in tombstone: `{"habitId", "day", "updatedAt"}`, with the note and mood the day
/// keeps for its next state when it had any.
struct ClearedCheckInJSON: Encodable, Sendable {
  var habitId: String
  var day: String
  var updatedAt: Int64
  var note: String?
  var mood: String?

  init(_ cleared: ClearedCheckIn) {
    habitId = cleared.habitID.rawValue
    day = cleared.day.text
    updatedAt = cleared.updatedAt
    note = cleared.kept.note
    mood = cleared.kept.mood?.rawValue
  }
}
