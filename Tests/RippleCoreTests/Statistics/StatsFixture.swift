import RippleCore

/// Literal inputs for the statistics tests.
enum StatsFixture {
  static func day(_ text: String) -> Day { try! Day(parsing: text) }

  /// A habit created on `start` with one mark a day from `start`: `x` done, `s` skipped,
  /// `m` missed (an explicit no), `.` nothing logged; `|` and spaces are ignored.
  static func log(
    _ name: String, _ schedule: Schedule, _ history: String, from start: String,
    sortOrder: Int = 0, archived: Bool = false, minute: Int? = nil
  ) -> HabitLog {
    let first = day(start)
    let habit = Habit(
      id: HabitID(name), name: name, schedule: schedule, isArchived: archived,
      sortOrder: sortOrder, createdDay: first)
    return HabitLog(habit: habit, checkIns: checkIns(history, habit: habit.id, from: first, minute))
  }

  /// A daily habit (see the other `log`).
  static func log(
    _ name: String, _ history: String, from start: String, sortOrder: Int = 0,
    archived: Bool = false, minute: Int? = nil
  ) -> HabitLog {
    log(
      name, .daily, history, from: start, sortOrder: sortOrder, archived: archived, minute: minute)
  }

  static func checkIns(
    _ history: String, habit: HabitID, from start: Day, _ minute: Int? = nil
  )
    -> [CheckIn]
  {
    var result: [CheckIn] = []
    var offset = 0
    for mark in history {
      let state: CheckInState
      switch mark {
      case "x": state = .done
      case "s": state = .skipped
      case "m": state = .missed
      case ".":
        offset += 1
        continue
      case " ", "|": continue
      default: fatalError("unknown history mark \(mark)")
      }
      result.append(
        CheckIn(habitID: habit, day: start.adding(days: offset), state: state, loggedMinute: minute)
      )
      offset += 1
    }
    return result
  }

  static func settings(
    tier: Tier = .premium, calm: Bool = false, firstWeekday: Weekday = .monday
  ) -> Settings {
    Settings(firstWeekday: firstWeekday, celebrations: calm ? .off : .full, tier: tier)
  }

  static func input(
    _ logs: [HabitLog], today: String, tier: Tier = .premium, calm: Bool = false,
    firstWeekday: Weekday = .monday
  ) -> StatisticsInput {
    StatisticsInput(
      logs: logs, today: day(today),
      settings: settings(tier: tier, calm: calm, firstWeekday: firstWeekday))
  }

  /// `count` marks of `mark`.
  static func repeated(_ mark: Character, _ count: Int) -> String {
    String(repeating: String(mark), count: count)
  }
}

/// SplitMix64, for reproducible random histories.
struct StatsRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
