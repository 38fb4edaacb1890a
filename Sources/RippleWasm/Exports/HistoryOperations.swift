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
    return HabitHistoryJSON(
      log, days: range, today: today, minutesIntoDay: moment.minutesIntoDay,
      firstWeekday: settings.firstWeekday
    ).jsonBytes
  }

  /// `GET /api/v1/history`: `{…replica, moment, start?, end?}`, days descending, active habits.
  static func matrix(_ json: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try EngineOperations.context(json)
    let today = moment.day
    let days = Array(try range(json, today: today).reversed())
    let logs = try EngineOperations.logs(json, includeArchived: false)
    return HistoryMatrixJSON(logs, days: days, today: today, firstWeekday: settings.firstWeekday)
      .jsonBytes
  }
}
