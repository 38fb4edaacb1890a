import Hummingbird
import RippleCore

/// The consistency matrix: `GET /api/v1/history` (days descending), and
/// `ripple history --json` / `ripple week --json` (days in the order shown).
public struct HistoryMatrixJSON: ResponseEncodable, Sendable {
  struct Cell: Encodable, Sendable {
    var day: String
    var outcome: String
    var due: Bool
    var beforeStart: Bool
    var isToday: Bool
  }

  struct Row: Encodable, Sendable {
    var habit: HabitJSON
    var cells: [Cell]
    /// "X / Y" of the week, for `ripple week`.
    var week: String?
  }

  var days: [String]
  var habits: [Row]

  public init(
    _ logs: [HabitLog], days: [Day], today: Day, firstWeekday: Weekday, weekly: Bool = false
  ) {
    self.days = days.map { $0.text }
    habits = logs.map { log in
      let timeline = HabitTimeline(
        log: log, through: max(days.max() ?? today, today), firstWeekday: firstWeekday)
      let cells = days.map { day in
        let index = timeline.index(of: day)
        return Cell(
          day: day.text, outcome: timeline.outcome(on: day).rawValue,
          due: day <= today && index >= 0 && timeline.isDue(at: index), beforeStart: index < 0,
          isToday: day == today)
      }
      let week =
        weekly
        ? WeekProgress(log: log, today: min(days.max() ?? today, today), firstWeekday: firstWeekday)
          .text : nil
      return Row(habit: HabitJSON(log.habit, firstWeekday: firstWeekday), cells: cells, week: week)
    }
  }
}
