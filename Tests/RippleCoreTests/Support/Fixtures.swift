import RippleCore

/// `day("2026-03-02")`.
func day(_ text: String) -> Day {
  try! Day(parsing: text)
}

/// Monday 2 March 2026: the first day of the histories in these tests.
let monday = day("2026-03-02")

func habit(
  _ name: String = "Read", id: String? = nil, schedule: Schedule = .daily,
  measure: Measure = .boolean, reminders: [Reminder] = [], sortOrder: Int = 0,
  created: Day = monday, archived: Bool = false
) -> Habit {
  Habit(
    id: HabitID(id ?? name), name: name, schedule: schedule, measure: measure,
    reminders: reminders, isArchived: archived, sortOrder: sortOrder, createdDay: created)
}

/// Check-ins written one character a day from `start`: `x` done, `s` skipped, `m` missed (an
/// explicit no), `.` nothing logged; `|` and spaces only separate weeks for the reader.
func checkIns(_ history: String, habit id: HabitID, from start: Day = monday) -> [CheckIn] {
  var result: [CheckIn] = []
  for (offset, mark) in days(of: history).enumerated() {
    let state: CheckInState
    switch mark {
    case "x": state = .done
    case "s": state = .skipped
    case "m": state = .missed
    case ".": continue
    default: fatalError("unknown history mark \(mark)")
    }
    result.append(CheckIn(habitID: id, day: start.adding(days: offset), state: state))
  }
  return result
}

/// The marks of a history, one a day.
func days(of history: String) -> [Character] {
  history.filter { $0 != "|" && $0 != " " }.map { $0 }
}

/// A habit created on `start` and its history (see `checkIns`).
func log(
  _ schedule: Schedule = .daily, _ history: String, from start: Day = monday,
  name: String = "Read", reminders: [Reminder] = [], sortOrder: Int = 0
) -> HabitLog {
  let habit = habit(
    name, schedule: schedule, reminders: reminders, sortOrder: sortOrder, created: start)
  return HabitLog(habit: habit, checkIns: checkIns(history, habit: habit.id, from: start))
}

/// A numeric habit created on `start` with one logged value a day (`nil`: nothing logged).
func numericLog(
  _ kind: TargetKind, target: Double, values: [Double?], schedule: Schedule = .daily,
  from start: Day = monday
) -> HabitLog {
  let habit = habit(
    "Pages", schedule: schedule, measure: .numeric(target: target, unit: "pages", kind: kind),
    created: start)
  var checkIns: [CheckIn] = []
  for (offset, value) in values.enumerated() {
    guard let value else { continue }
    checkIns.append(CheckIn(habitID: habit.id, day: start.adding(days: offset), value: value))
  }
  return HabitLog(habit: habit, checkIns: checkIns)
}

extension HabitLog {
  /// The day `offset` days after the habit was created.
  func day(_ offset: Int) -> Day { habit.createdDay.adding(days: offset) }
}

extension Schedule {
  static let mondayWednesdayFriday = Schedule.weekdays(
    WeekdaySet([.monday, .wednesday, .friday]))
}

/// The instant of a local wall-clock time, for a UTC offset in seconds.
func unixSeconds(_ day: Day, hour: Int, minute: Int = 0, utcOffset: Int = 0) -> Int64 {
  Int64(day.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 - utcOffset)
}
