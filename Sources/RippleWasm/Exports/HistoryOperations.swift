import RippleCore
import RippleWire

/// The history reads the web app asks the engine for with the server out of reach: a habit's
/// days (`GET /api/v1/habits/{id}/history`, the habit detail) and the consistency matrix
/// (`GET /api/v1/history`, the Statistics screen's History), answered in the server's JSON.
enum HistoryOperations {
  /// The longest range either read covers.
  static let maxDays = 3660

  /// `start`…`end` as the routes read them: 30 days up to today by default.
  static func range(_ json: JSON, today: Day) throws(EngineError) -> ClosedRange<Day> {
    let fields = try JSONFields(json, path: "input")
    let end = fields.has("end") ? try fields.day("end") : today
    let start = fields.has("start") ? try fields.day("start") : end.adding(days: -29)
    guard start <= end else { throw .badRequest("'start' must not be after 'end'", field: "start") }
    guard start.distance(to: end) < maxDays else {
      throw .badRequest("A range can span at most \(maxDays) days", field: "end")
    }
    return start...end
  }

  /// `GET /api/v1/habits/{id}/history`: `{…replica, moment, habitId, start?, end?}`.
  static func habitHistory(_ json: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try EngineOperations.context(json)
    let today = moment.day
    let range = try range(json, today: today)
    let id = HabitID(try JSONFields(json, path: "input").string("habitId"))
    guard
      let log = try EngineOperations.logs(json, includeArchived: true).first(where: {
        $0.habit.id == id
      })
    else { throw EngineError(code: "not_found", message: "No habit with that id", field: nil) }
    let timeline = HabitTimeline(
      log: log, through: max(range.upperBound, today), firstWeekday: settings.firstWeekday)
    let now = HabitTimeline(log: log, through: today, firstWeekday: settings.firstWeekday)
    let streak = HabitStreaks.status(of: now, today: today, minutesIntoDay: moment.minutesIntoDay)
    let month = now.rate(in: today.startOfMonth...today)
    var w = JSONWriter()
    w.object { w in
      w.key("habit")
      HabitJSON(log.habit, firstWeekday: settings.firstWeekday).write(to: &w)
      w.key("days")
      w.array(Array(range)) { w, day in
        let checkIn = log.checkIns[day]
        w.object { w in
          w.field("day", day.text)
          w.field("outcome", timeline.outcome(on: day).rawValue)
          w.field("due", day <= today && timeline.isDue(at: timeline.index(of: day)))
          w.optional("value", checkIn?.value)
          w.optional("note", checkIn?.note)
          w.optional("mood", checkIn?.mood?.rawValue)
          w.optional("loggedMinute", checkIn?.loggedMinute)
        }
      }
      w.key("summary")
      w.object { w in
        w.field("currentStreak", streak.current)
        w.field("longestStreak", streak.longest)
        w.field("streakUnit", streak.unit.rawValue)
        w.field("streakLabel", streak.unit.streakLabel)
        w.field("monthRate", (month.fraction * 1000).rounded() / 1000)
        w.field("monthPercent", month.percent)
        w.field("monthRateText", month.isEmpty ? "No days due" : month.percentText)
        w.field("monthDone", month.done)
        w.field("monthDue", month.due)
        w.field(
          "totalCompletions", now.start <= today ? now.doneCount(in: now.start...today) : 0)
        w.field("strength", (HabitStrength.current(now) * 1000).rounded() / 1000)
      }
    }
    return w.bytes
  }

  /// `GET /api/v1/history`: `{…replica, moment, start?, end?}`, days descending, active habits.
  static func matrix(_ json: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try EngineOperations.context(json)
    let today = moment.day
    let days = Array(try range(json, today: today).reversed())
    let logs = try EngineOperations.logs(json, includeArchived: false)
    var w = JSONWriter()
    w.object { w in
      w.key("days")
      w.array(days) { w, day in w.string(day.text) }
      w.key("habits")
      w.array(logs) { w, log in
        let timeline = HabitTimeline(
          log: log, through: max(days.max() ?? today, today), firstWeekday: settings.firstWeekday)
        w.object { w in
          w.key("habit")
          HabitJSON(log.habit, firstWeekday: settings.firstWeekday).write(to: &w)
          w.key("cells")
          w.array(days) { w, day in
            let index = timeline.index(of: day)
            w.object { w in
              w.field("day", day.text)
              w.field("outcome", timeline.outcome(on: day).rawValue)
              w.field("due", day <= today && index >= 0 && timeline.isDue(at: index))
              w.field("beforeStart", index < 0)
              w.field("isToday", day == today)
            }
          }
        }
      }
    }
    return w.bytes
  }
}
