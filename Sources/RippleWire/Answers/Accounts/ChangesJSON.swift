#if !hasFeature(Embedded)
import RippleCore

/// The answer of `GET /api/v1/changes`: rows as `/api/v1/backup` writes them, plus `sequence`
/// (the next `since`), `reset` (replace the replica with this answer) and `clearedCheckIns`
/// (check-in tombstones). `settings` is left out when they did not change.
public struct ChangesJSON: WireObject, Sendable {
  public var sequence: Int64
  public var reset: Bool
  public var settings: Settings?
  public var categories: [Category]
  public var habits: [Habit]
  public var checkIns: [CheckIn]
  public var clearedCheckIns: [ClearedCheckInJSON]

  public init(
    sequence: Int64, reset: Bool, settings: Settings?, categories: [Category], habits: [Habit],
    checkIns: [CheckIn], clearedCheckIns: [ClearedCheckInJSON]
  ) {
    self.sequence = sequence
    self.reset = reset
    self.settings = settings
    self.categories = categories
    self.habits = habits
    self.checkIns = checkIns
    self.clearedCheckIns = clearedCheckIns
  }

  public static let wireName = "Changes"
  public static let wireSummary = "What changed after a change sequence, as a backup holds it"
  public static let wireFields: [WireField<ChangesJSON>] = [
    WireField("sequence", "The next `since`") { $0.sequence },
    WireField("reset", "The answer holds everything: replace the replica with it") { $0.reset },
    .optional("settings", "Left out when they did not change") {
      $0.settings.map(SettingsWire.init)
    },
    WireField("categories") { $0.categories.map(StoredCategoryWire.init) },
    WireField("habits") { $0.habits.map(StoredHabitWire.init) },
    WireField("checkIns") { $0.checkIns.map(CheckInWire.init) },
    WireField("clearedCheckIns") { $0.clearedCheckIns },
  ]
}

/// A check-in tombstone: the habit, the day and when it was cleared, with the note and mood the
/// day keeps for its next state when it had any.
public struct ClearedCheckInJSON: WireObject, Sendable {
  public var habitID: HabitID
  public var day: Day
  public var updatedAt: Int64
  public var kept: NoteAndMood

  public init(habitID: HabitID, day: Day, updatedAt: Int64, kept: NoteAndMood) {
    self.habitID = habitID
    self.day = day
    self.updatedAt = updatedAt
    self.kept = kept
  }

  public static let wireName = "ClearedCheckIn"
  public static let wireSummary = "A check-in cleared after the change sequence"
  public static let wireFields: [WireField<ClearedCheckInJSON>] = [
    WireField("habitId") { $0.habitID.rawValue },
    WireField("day", as: .day) { $0.day.text },
    WireField("updatedAt") { $0.updatedAt },
    .optional("note", "The day's note, kept for its next state") { $0.kept.note },
    .optional("mood", "The day's mood, kept for its next state", as: .words(Mood.self)) {
      $0.kept.mood?.rawValue
    },
  ]
}
#endif
