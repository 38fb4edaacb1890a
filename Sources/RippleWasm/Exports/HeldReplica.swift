import RippleCore
import RippleWire

/// The replica kept inside the module between calls, so a call need not carry every
/// habit and check-in across the boundary as JSON: `ripple_replica_hold` reads it once, and later
/// calls that leave out `habits` work on it. A check-in `ripple_check_in` applies to it changes it
/// as js/engine/replica.js's `withAnswer` changes the web app's copy.
struct HeldReplica {
  struct Cleared {
    var habitID: HabitID
    var day: Day
    var updatedAt: Int64
    /// The day's note and mood, kept for its next state.
    var kept: NoteAndMood
  }

  var settings: Settings
  /// Every habit's log, archived ones too, in the replica's order.
  var logs: [HabitLog]
  var cleared: [Cleared]
  /// The replica's categories (search finds them by name).
  var categories: [Category]

  /// The one the web app handed over last.
  nonisolated(unsafe) static var current: HeldReplica?

  /// `{habits, checkIns, tombstones, settings}` as the web app's replica holds them.
  init(_ input: JSON) throws(EngineError) {
    settings = try ModelReading.settings(input["settings"])
    logs = try EngineOperations.readLogs(input)
    cleared = []
    categories = try SearchOperations.readCategories(input)
    for item in try JSONFields(input, path: "input").array("tombstones") {
      cleared.append(try Cleared(JSONFields(item, path: "tombstone")))
    }
  }

  /// The input leaves out `habits`: the call works on the held replica.
  static func isUsed(by input: JSON) -> Bool {
    input["habits"] == nil
  }

  /// The held replica, or why there is none.
  static func held() throws(EngineError) -> HeldReplica {
    guard let current else {
      throw .invalid("'habits' is required (no replica is held)", field: "habits")
    }
    return current
  }

  /// `ripple_replica_hold`: holds the replica; answers what it holds.
  static func hold(_ input: JSON) throws(EngineError) -> [UInt8] {
    let replica = try HeldReplica(input)
    current = replica
    var w = JSONWriter()
    w.object { w in
      w.field("habits", replica.logs.count)
      w.field("checkIns", replica.logs.reduce(0) { $0 + $1.checkIns.count })
    }
    return w.bytes
  }

  /// A check-in answer applied to the held replica: the day holds `checkIn`, or is cleared and
  /// remembered as cleared at `stamp` with the note and mood it `kept`.
  static func apply(habit: HabitID, day: Day, checkIn: CheckIn?, stamp: Int64, kept: NoteAndMood) {
    guard var replica = current,
      let index = replica.logs.firstIndex(where: { $0.habit.id == habit })
    else { return }
    current = nil  // one owner of the storage while it changes
    replica.cleared.removeAll { $0.habitID == habit && $0.day == day }
    if let checkIn {
      replica.logs[index].set(checkIn)
    } else {
      replica.logs[index].clear(day)
      replica.cleared.append(Cleared(habitID: habit, day: day, updatedAt: stamp, kept: kept))
    }
    current = replica
  }
}

extension HeldReplica.Cleared {
  /// A tombstone as the changes feed and the web app's replica hold it.
  init(_ fields: JSONFields) throws(EngineError) {
    var mood: Mood?
    if let code = try fields.optionalString("mood") { mood = Mood(rawValue: code) }
    self.init(
      habitID: HabitID(try fields.string("habitId")), day: try fields.day("day"),
      updatedAt: try fields.optionalInt64("updatedAt") ?? 0,
      kept: NoteAndMood(note: try fields.optionalString("note"), mood: mood))
  }
}
