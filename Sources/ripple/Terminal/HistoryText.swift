import RippleCore

/// `ripple history`: the consistency matrix, newest day at the left.
struct HistoryText {
  var style: TerminalStyle
  var firstWeekday: Weekday

  /// `days`, or fewer so the matrix fits `columns` (when writing to a terminal).
  static func fittingDays(_ days: Int, columns: Int?, names: [String]) -> Int {
    guard let columns else { return days }
    let nameWidth = min(DayGrid.nameWidth, names.map(TextWidth.of).max() ?? 0)
    return max(7, min(days, (columns - 1 - nameWidth) / 3))
  }

  func render(_ logs: [HabitLog], days: ClosedRange<Day>, today: Day) -> String {
    guard !logs.isEmpty else {
      return "Your history will appear here once you start tracking habits."
    }
    let columns = Array(days.reversed())
    let rows = logs.map { log in
      let timeline = HabitTimeline(
        log: log, through: max(days.upperBound, today), firstWeekday: firstWeekday)
      return DayGrid.Row(
        habit: log.habit, marks: columns.map { DayMark(timeline, day: $0, today: today) })
    }
    let title =
      "History \(style.glyphs.separator) \(days.lowerBound.shortTitle) \(style.glyphs.rangeDash) \(days.upperBound.shortTitle)"
    let grid = DayGrid(style: style, days: columns, today: today).render(rows)
    return ([style.bold(title).text, ""] + grid + ["", DayMark.legend(style).text])
      .joined(separator: "\n")
  }
}
