#if !hasFeature(Embedded)
import RippleCore

/// The answer of `GET /api/v1/changes`: rows as `/api/v1/backup` writes them, plus `sequence`
/// (the next `since`), `reset` (replace the replica with this answer) and `clearedCheckIns`
/// (check-in tombstones). `settings` is left out when they did not change.
public struct ChangesJSON: WireObject, Sendable {
  public var changes: ChangeSet

  public init(_ changes: ChangeSet) { self.changes = changes }

  public static let wireName = "Changes"
  public static let wireSummary = "What changed after a change sequence, as a backup holds it"
  public static let wireFields: [WireField<ChangesJSON>] = [
    WireField("sequence", "The next `since`") { $0.changes.sequence },
    WireField("reset", "The answer holds everything: replace the replica with it") {
      $0.changes.reset
    },
    .optional("settings", "Left out when they did not change") {
      $0.changes.settings.map(SettingsWire.init)
    },
    WireField("categories") { $0.changes.categories.map(StoredCategoryWire.init) },
    WireField("habits") { $0.changes.habits.map(StoredHabitWire.init) },
    WireField("checkIns") { $0.changes.checkIns.map(CheckInWire.init) },
    WireField("clearedCheckIns") { $0.changes.clearedCheckIns.map(ClearedCheckInJSON.init) },
  ]
}

/// A check-in tombstone: the habit, the day and when it was cleared, with the note and mood the
/// day keeps for its next state when it had any.
public struct ClearedCheckInJSON: WireObject, Sendable {
  public var cleared: ClearedCheckIn

  public init(_ cleared: ClearedCheckIn) { self.cleared = cleared }

  public static let wireName = "ClearedCheckIn"
  public static let wireSummary = "A check-in cleared after the change sequence"
  public static let wireFields: [WireField<ClearedCheckInJSON>] = [
    WireField("habitId") { $0.cleared.habitID.rawValue },
    WireField("day", as: .day) { $0.cleared.day.text },
    WireField("updatedAt") { $0.cleared.updatedAt },
    .optional("note", "The day's note, kept for its next state") { $0.cleared.kept.note },
    .optional("mood", "The day's mood, kept for its next state", as: .words(Mood.self)) {
      $0.cleared.kept.mood?.rawValue
    },
  ]
}
#endif
