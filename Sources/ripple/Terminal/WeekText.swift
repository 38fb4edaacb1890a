import RippleCore

/// `ripple week`: the week's days for every habit, with "X / Y" and whether it is on track.
struct WeekText {
  var style: TerminalStyle
  var firstWeekday: Weekday

  func render(_ logs: [HabitLog], week: [Day], today: Day) -> String {
    let title =
      "Week \(style.glyphs.separator) \(week[0].longTitle) \(style.glyphs.rangeDash) \(week[6].longTitle)"
    guard !logs.isEmpty else {
      return style.bold(title).text + "\n\nYou have no active habits. Add one with: ripple add NAME"
    }
    let rows = logs.map { log in
      let timeline = HabitTimeline(
        log: log, through: max(week[6], today), firstWeekday: firstWeekday)
      let progress = WeekProgress(log: log, today: min(week[6], today), firstWeekday: firstWeekday)
      var trailing = Styled(progress.text)
      if progress.onTrack, progress.target > 0 {
        trailing = trailing + Styled("  ") + style.paint("on track", log.habit.color)
      }
      return DayGrid.Row(
        habit: log.habit, marks: week.map { DayMark(timeline, day: $0, today: today) },
        trailing: trailing)
    }
    let grid = DayGrid(style: style, days: week, today: today, nameWidth: 24).render(rows)
    return ([style.bold(title).text, ""] + grid + ["", DayMark.legend(style).text])
      .joined(separator: "\n")
  }
}
