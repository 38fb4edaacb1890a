import RippleCore
import RippleWire

/// What the web app asks the engine, each from one JSON document, answered in the JSON the
/// server sends for the same data (one engine on server, command line and browser).
enum EngineOperations {
  /// Every habit's log from `habits` and `checkIns`, in the input's order.
  static func readLogs(_ input: JSON) throws(EngineError) -> [HabitLog] {
    let fields = try JSONFields(input, path: "input")
    var habits: [Habit] = []
    for item in try fields.array("habits") { habits.append(try ModelReading.habit(item)) }
    var byHabit: [String: [CheckIn]] = [:]
    for item in try fields.array("checkIns") {
      let checkIn = try ModelReading.checkIn(item)
      byHabit[checkIn.habitID.rawValue, default: []].append(checkIn)
    }
    return habits.map { HabitLog(habit: $0, checkIns: byHabit[$0.id.rawValue] ?? []) }
  }

  /// Active habits' logs (every habit's with `includeArchived`), as the server's
  /// `logs(filter:)` gives them: from the input, or the held replica when it leaves out `habits`.
  static func logs(_ input: JSON, includeArchived: Bool) throws(EngineError) -> [HabitLog] {
    let logs = HeldReplica.isUsed(by: input) ? try HeldReplica.held().logs : try readLogs(input)
    return includeArchived ? logs : logs.filter { !$0.habit.isArchived }
  }

  static func context(_ input: JSON) throws(EngineError) -> (Settings, UserMoment) {
    let settings =
      HeldReplica.isUsed(by: input)
      ? try HeldReplica.held().settings : try ModelReading.settings(input["settings"])
    return (settings, try ModelReading.moment(input["moment"], settings: settings))
  }

  /// `GET /api/v1/today`.
  static func today(_ input: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try context(input)
    let logs = try logs(input, includeArchived: false)
    let view = TodayView(logs: logs, today: moment.day, settings: settings, moment: moment)
    return TodayJSON(view, settings: settings, habitCount: logs.count).jsonBytes
  }

  /// `GET /api/v1/streaks/current` (a habit's strength is on its Today card).
  static func streaks(_ input: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try context(input)
    let timelines = try logs(input, includeArchived: false).map {
      HabitTimeline(log: $0, through: moment.day, firstWeekday: settings.firstWeekday)
    }
    return CurrentStreaksJSON(timelines, today: moment.day, minutesIntoDay: moment.minutesIntoDay)
      .jsonBytes
  }

  /// `PUT|DELETE /api/v1/habits/{id}/checkins/{day}`: `write` is the body of the PUT plus
  /// `habitId` and `day`; `clear: true` makes it the DELETE. Newer `updatedAt` wins, a newer
  /// clear (`tombstones`) keeps the day cleared, and the note and mood stay with the day
  /// (`NoteAndMood`), exactly as the store decides.
  static func checkIn(_ input: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try context(input)
    var logs = try logs(input, includeArchived: true)
    guard let writeJSON = input["write"] else {
      throw .invalid("'write' is required", field: "write")
    }
    let write = try JSONFields(writeJSON, path: "write")
    let habitID = HabitID(try write.string("habitId"))
    let day = try write.day("day")
    guard let index = logs.firstIndex(where: { $0.habit.id == habitID }) else {
      throw EngineError(code: "not_found", message: "No habit with that id", field: "habitId")
    }
    do { try CheckInValidation.checkWritable(day, today: moment.day) } catch {
      throw .invalid(error.message, field: error.field)
    }
    let stamp = try write.optionalInt64("updatedAt") ?? 0
    let stored = logs[index].checkIns[day]
    let cleared = stored == nil ? try clear(input, habitID, day) : nil
    let held = stored?.noteAndMood ?? cleared?.kept
    var applied = true
    var current: CheckIn?
    if let stored, stored.updatedAt > stamp {
      applied = false
      current = stored
    } else if try write.optionalBool("clear") == true {
      logs[index].clear(day)
    } else {
      let stateCode = try write.string("state")
      guard let state = CheckInState(rawValue: stateCode) else {
        throw .invalid("State must be done, skipped or missed", field: "state")
      }
      let mood: Mood?
      let code = try write.optionalString("mood")
      do { mood = try Mood.named(code) } catch { throw .invalid(error.message, field: error.field) }
      var checkIn = CheckIn(
        habitID: habitID, day: day, state: state, value: try write.optionalDouble("value"),
        note: try write.optionalString("note"), mood: mood,
        loggedMinute: try write.optionalInt("loggedMinute")
          ?? (day == moment.day ? moment.minuteOfDay : nil),
        updatedAt: stamp)
      do {
        checkIn = try CheckInValidation.validated(checkIn, measure: logs[index].habit.measure)
      } catch { throw .invalid(error.message, field: error.field) }
      if let cleared, cleared.updatedAt > stamp {
        applied = false
      } else {
        checkIn = checkIn.keeping(
          NoteAndMood.Kept(note: !write.names("note"), mood: !write.names("mood")), of: held)
        logs[index].set(checkIn)
        current = checkIn
      }
    }
    if applied, HeldReplica.isUsed(by: input) {
      HeldReplica.apply(
        habit: habitID, day: day, checkIn: current, stamp: stamp, kept: held ?? NoteAndMood())
    }
    let outcome = CheckInOutcome(
      logs: logs, index: index, day: day, previous: applied ? stored : stored,
      applied: applied, today: moment.day, settings: settings, moment: moment)
    return CheckInAnswerJSON(
      day: day, checkIn: current, applied: applied, outcome: outcome, settings: settings
    ).jsonBytes
  }

  /// The day's latest clear, from the replica's `tombstones`.
  private static func clear(
    _ input: JSON, _ habit: HabitID, _ day: Day
  ) throws(EngineError) -> HeldReplica.Cleared? {
    var tombstones: [HeldReplica.Cleared] = []
    if HeldReplica.isUsed(by: input) {
      tombstones = try HeldReplica.held().cleared
    } else {
      for item in try JSONFields(input, path: "input").array("tombstones") {
        tombstones.append(try HeldReplica.Cleared(JSONFields(item, path: "tombstone")))
      }
    }
    var latest: HeldReplica.Cleared?
    for cleared in tombstones where cleared.habitID == habit && cleared.day == day {
      if latest.map({ cleared.updatedAt > $0.updatedAt }) ?? true { latest = cleared }
    }
    return latest
  }

  /// The schedule's words: `{"schedule": ScheduleDTO, "firstWeekday": "mon"}`.
  static func scheduleText(_ input: JSON) throws(EngineError) -> [UInt8] {
    guard let json = input["schedule"] else {
      throw .invalid("'schedule' is required", field: "schedule")
    }
    let schedule = try ModelReading.schedule(json)
    let settings = try ModelReading.settings(input)
    var w = JSONWriter()
    w.object { w in
      w.field("text", schedule.text(firstWeekday: settings.firstWeekday))
      w.field("streakUnit", schedule.streakUnit.rawValue)
    }
    return w.bytes
  }

  /// A habit as it would be stored, or the first broken rule: `{"habit", "others"}`.
  static func validateHabit(_ input: JSON) throws(EngineError) -> [UInt8] {
    guard let json = input["habit"] else { throw .invalid("'habit' is required", field: "habit") }
    let habit = try ModelReading.habit(json)
    var others: [Habit] = []
    for item in try JSONFields(input, path: "input").array("others") {
      others.append(try ModelReading.habit(item))
    }
    let valid: Habit
    do { valid = try HabitValidation.validated(habit, among: others) } catch {
      throw .invalid(error.message, field: error.field)
    }
    return HabitJSON(valid, firstWeekday: .monday).jsonBytes
  }

  /// A check-in as it would be stored for a habit's measure, or the first broken rule:
  /// `{"checkIn", "measure", "today"}`.
  static func validateCheckIn(_ input: JSON) throws(EngineError) -> [UInt8] {
    let fields = try JSONFields(input, path: "input")
    guard let json = input["checkIn"], let measureJSON = input["measure"] else {
      throw .invalid("'checkIn' and 'measure' are required", field: "checkIn")
    }
    let checkIn = try ModelReading.checkIn(json)
    let measure = try ModelReading.measure(measureJSON)
    let today = fields.has("today") ? try fields.day("today") : nil
    let valid: CheckIn
    do throws(ValidationError) {
      if let today { try CheckInValidation.checkWritable(checkIn.day, today: today) }
      valid = try CheckInValidation.validated(checkIn, measure: measure)
    } catch { throw .invalid(error.message, field: error.field) }
    return CheckInWire(valid).jsonBytes
  }
}
