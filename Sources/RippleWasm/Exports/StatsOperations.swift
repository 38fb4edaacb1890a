import RippleCore
import RippleWire

/// The statistics the web app asks the engine for, each from one JSON document (habits,
/// check-ins, settings, moment, and the request's parameters), answered in the JSON the server
/// sends for the same data and the same request.
enum StatsOperations {
  /// Every habit's log, archived ones too, as the statistics routes read them
  /// (`logs(filter: .all)`), prepared once for the reports.
  static func input(_ json: JSON) throws(EngineError) -> StatisticsInput {
    let (settings, moment) = try EngineOperations.context(json)
    return StatisticsInput(
      logs: try EngineOperations.logs(json, includeArchived: true), today: moment.day,
      settings: settings, minutesIntoDay: moment.minutesIntoDay)
  }

  /// `range` as the routes read it: absent means the week.
  static func range(_ json: JSON) throws(EngineError) -> StatsRange {
    let fields = try JSONFields(json, path: "input")
    guard let code = try fields.optionalString("range") else { return .week }
    guard let range = StatsRange(rawValue: code) else {
      var list = ""
      for (index, item) in StatsRange.allCases.enumerated() {
        list += (index == 0 ? "" : ", ") + item.code
      }
      throw .badRequest("'range' must be one of \(list)", field: "range")
    }
    return range
  }

  /// The API's answer to a statistics error: 403 `needs_premium` or 404 `not_found`.
  static func mapped<Value>(
    _ body: () throws(StatisticsError) -> Value
  ) throws(EngineError) -> Value {
    do { return try body() } catch {
      switch error {
      case .needsPremium(let reason):
        throw EngineError(code: "needs_premium", message: reason, field: nil)
      case .habitNotFound:
        throw EngineError(code: "not_found", message: error.message, field: nil)
      }
    }
  }

  /// `GET /api/v1/stats?range=`: `{…replica, moment, range}`.
  static func statistics(_ json: JSON) throws(EngineError) -> [UInt8] {
    let input = try input(json)
    let range = try range(json)
    let report = try mapped { () throws(StatisticsError) in
      try StatisticsReport(input, range: range)
    }
    return StatisticsJSON(report, firstWeekday: input.settings.firstWeekday).jsonBytes
  }

  /// `GET /api/v1/habits/{id}/stats?range=`: `{…replica, moment, habitId, range}`.
  static func habitStatistics(_ json: JSON) throws(EngineError) -> [UInt8] {
    let input = try input(json)
    let range = try range(json)
    let id = HabitID(try JSONFields(json, path: "input").string("habitId"))
    let report = try mapped { () throws(StatisticsError) in
      try HabitStatisticsReport(input, habitID: id, range: range)
    }
    return HabitStatisticsReportJSON(report, firstWeekday: input.settings.firstWeekday).jsonBytes
  }

  /// `GET /api/v1/insights?range=`: `{…replica, moment, range}`.
  static func insights(_ json: JSON) throws(EngineError) -> [UInt8] {
    let input = try input(json)
    let range = try range(json)
    let report = try mapped { () throws(StatisticsError) in try InsightsReport(input, range: range)
    }
    return InsightsJSON(report).jsonBytes
  }

  /// `GET /api/v1/streaks/history`: `{…replica, moment, start, end}` (at most 92 days) or
  /// `{…replica, moment, month: "yyyy-MM"}`; active habits only, as the route reads them.
  static func streakHistory(_ json: JSON) throws(EngineError) -> [UInt8] {
    let (settings, moment) = try EngineOperations.context(json)
    let fields = try JSONFields(json, path: "input")
    let month = try monthOf(fields)
    if month != nil, fields.has("start") || fields.has("end") {
      throw .badRequest("Ask for either 'month' or 'start' and 'end'", field: "month")
    }
    let timelines = try EngineOperations.logs(json, includeArchived: false).map {
      HabitTimeline(log: $0, through: moment.day, firstWeekday: settings.firstWeekday)
    }
    if let month {
      let stats = StreakMonth(timelines: timelines, month: month, today: moment.day)
      return StreakHistoryJSON(
        days: stats.days, today: moment.day,
        month: StreakMonthJSON(
          stats, firstWeekday: settings.firstWeekday,
          historyStart: timelines.map { $0.start }.min())
      ).jsonBytes
    }
    let end = fields.has("end") ? try fields.day("end") : moment.day
    let start = fields.has("start") ? try fields.day("start") : end.adding(days: -29)
    guard start <= end else { throw .badRequest("'start' must not be after 'end'", field: "start") }
    guard start.distance(to: end) < 92 else {
      throw .badRequest(
        "A streak history covers at most 3 months (92 days); ask for a shorter range", field: "end")
    }
    return StreakHistoryJSON(days: SectionDays.days(timelines, in: start...end), today: moment.day)
      .jsonBytes
  }

  private static func monthOf(_ fields: JSONFields) throws(EngineError) -> Day? {
    guard let text = try fields.optionalString("month") else { return nil }
    let message = "'month' must be a month written yyyy-MM, like 2026-11"
    guard text.utf8.count == 7 else { throw .badRequest(message, field: "month") }
    do { return try Day(parsing: text + "-01") } catch {
      throw .badRequest(message, field: "month")
    }
  }
}
