import RippleCore

/// An import that merges by name: a habit named like one the user has adds the days that habit
/// lacks to it (days it has stay as they are), and a habit named like one earlier in the same
/// file joins that one. Importing the same file twice so changes nothing the second time.
enum ImportMerge {
  struct Result {
    /// The bundle left to import as new habits.
    var bundle: ImportBundle
    /// Check-ins for the user's own habits, on days they had none.
    var checkIns: [CheckIn]
    /// What was merged, in words.
    var notes: [String]
  }

  static func split(_ bundle: ImportBundle, logs: [HabitLog]) -> Result {
    var stored: [String: HabitLog] = [:]
    for log in logs where stored[log.habit.name.folded] == nil {
      stored[log.habit.name.folded] = log
    }
    var firstNew: [String: HabitID] = [:]
    var newID: [HabitID: HabitID] = [:]
    var into: [HabitID: HabitLog] = [:]
    var habits: [Habit] = []
    for habit in bundle.habits {
      let key = habit.name.trimmed.folded
      if let log = stored[key] {
        into[habit.id] = log
      } else if let first = firstNew[key] {
        newID[habit.id] = first
      } else {
        firstNew[key] = habit.id
        habits.append(habit)
      }
    }
    var checkIns: [CheckIn] = []
    var added: [HabitID: Int] = [:]
    var dropped = 0
    var kept: [CheckIn] = []
    for var checkIn in bundle.checkIns {
      if let log = into[checkIn.habitID] {
        added[log.habit.id] = added[log.habit.id] ?? 0
        guard log.checkIns[checkIn.day] == nil else { continue }
        checkIn.habitID = log.habit.id
        guard let fitted = fitted(checkIn, to: log.habit.measure) else {
          dropped += 1
          continue
        }
        checkIns.append(fitted)
        added[log.habit.id, default: 0] += 1
      } else {
        if let first = newID[checkIn.habitID] { checkIn.habitID = first }
        kept.append(checkIn)
      }
    }
    var notes = logs.filter { added[$0.habit.id] != nil }.map { log in
      let count = added[log.habit.id] ?? 0
      return count == 0
        ? "'\(log.habit.name)': you already have every day of it; nothing added"
        : "'\(log.habit.name)': \(count) day\(count == 1 ? "" : "s") added to your habit of that name"
    }
    if dropped > 0 {
      notes.append("\(dropped) check-ins did not fit the measure of your habit of the same name")
    }
    var rest = bundle
    rest.habits = habits
    rest.checkIns = kept
    return Result(bundle: rest, checkIns: checkIns, notes: notes)
  }

  /// The check-in as the user's habit measures it: a yes/no habit keeps no value; a numeric one
  /// given a plain "done" gets its target; nil when it still breaks a rule.
  private static func fitted(_ checkIn: CheckIn, to measure: Measure) -> CheckIn? {
    var checkIn = checkIn
    switch measure {
    case .boolean: checkIn.value = nil
    case .numeric(let target, _, let kind):
      if checkIn.state == .done, checkIn.value == nil {
        checkIn.value = kind == .atMost ? 0 : target
      }
    }
    return try? CheckInValidation.validated(checkIn, measure: measure)
  }
}
