import RippleCore
import RippleWire

/// The consistency matrix: `GET /api/v1/history` (days descending), and
/// `ripple history --json` / `ripple week --json` (days in the order shown).
public struct HistoryMatrixJSON: Encodable, Sendable {
  public struct Cell: Encodable, Sendable {
    public var day: String
    public var outcome: String
    public var due: Bool
    public var beforeStart: Bool
    public var isToday: Bool
  }

  public struct Row: Encodable, Sendable {
    public var habit: HabitJSON
    public var cells: [Cell]
    /// "X / Y" of the week, for `ripple week`.
    public var week: String?
  }

  public var days: [String]
  public var habits: [Row]

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
