import RippleCore

/// The consistency matrix: `GET /api/v1/history` (days descending), and
/// `ripple history --json` / `ripple week --json` (days in the order shown).
public struct HistoryMatrixJSON: WireObject, Sendable {
  public var logs: [HabitLog]
  public var days: [Day]
  public var today: Day
  public var firstWeekday: Weekday
  /// Each row says "X / Y" of the week, for `ripple week`.
  public var weekly: Bool

  public init(
    _ logs: [HabitLog], days: [Day], today: Day, firstWeekday: Weekday, weekly: Bool = false
  ) {
    self.logs = logs
    self.days = days
    self.today = today
    self.firstWeekday = firstWeekday
    self.weekly = weekly
  }

  public static let wireName = "HistoryMatrix"
  public static let wireSummary = "The consistency matrix: active habits by days"
  public static let wireFields: [WireField<HistoryMatrixJSON>] = [
    WireField("days", as: .array(.day)) { $0.days.map { $0.text } },
    WireField("habits") { matrix in matrix.logs.map { HistoryRowJSON(matrix: matrix, log: $0) } },
  ]
}

/// One habit's row of the matrix.
public struct HistoryRowJSON: WireObject, Sendable {
  var matrix: HistoryMatrixJSON
  var log: HabitLog
  var timeline: HabitTimeline

  init(matrix: HistoryMatrixJSON, log: HabitLog) {
    self.matrix = matrix
    self.log = log
    timeline = HabitTimeline(
      log: log, through: max(matrix.days.max() ?? matrix.today, matrix.today),
      firstWeekday: matrix.firstWeekday)
  }

  public static let wireName = "HistoryRow"
  public static let wireSummary = "One habit's row of the matrix"
  public static let wireFields: [WireField<HistoryRowJSON>] = [
    WireField("habit") { HabitJSON($0.log.habit, firstWeekday: $0.matrix.firstWeekday) },
    WireField("cells") { row in row.matrix.days.map { HistoryCellJSON(row: row, day: $0) } },
    .optional("week", "ripple week --json only: the week's done over target, 2 / 3") {
      row -> String? in
      guard row.matrix.weekly else { return nil }
      let matrix = row.matrix
      return WeekProgress(
        log: row.log, today: min(matrix.days.max() ?? matrix.today, matrix.today),
        firstWeekday: matrix.firstWeekday
      ).text
    },
  ]
}

/// One habit on one day of the matrix.
public struct HistoryCellJSON: WireObject, Sendable {
  var row: HistoryRowJSON
  var day: Day

  public static let wireName = "HistoryCell"
  public static let wireSummary = "One habit on one day of the matrix"
  public static let wireFields: [WireField<HistoryCellJSON>] = [
    WireField("day", as: .day) { $0.day.text },
    WireField("outcome", as: .words(DayOutcome.self)) {
      $0.row.timeline.outcome(on: $0.day).rawValue
    },
    WireField("due", "Due that day (never after today)") { cell in
      let index = cell.row.timeline.index(of: cell.day)
      return cell.day <= cell.row.matrix.today && index >= 0 && cell.row.timeline.isDue(at: index)
    },
    WireField("beforeStart", "Before the habit began") { $0.row.timeline.index(of: $0.day) < 0 },
    WireField("isToday") { $0.day == $0.row.matrix.today },
  ]
}
