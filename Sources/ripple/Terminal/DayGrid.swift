import RippleCore

/// A grid of day marks: a row per habit, a three-column cell per day, under a month, weekday and
/// day-of-month header. History lists the days newest first; the week, in order.
struct DayGrid {
  struct Row {
    var habit: Habit
    var marks: [DayMark]
    /// Text after the marks.
    var trailing: Styled = Styled("")
  }

  var style: TerminalStyle
  var days: [Day]
  var today: Day
  /// Names longer than this are shortened (at most 12 characters).
  static let nameWidth = 12
  var nameWidth = DayGrid.nameWidth

  func render(_ rows: [Row]) -> [String] {
    let width = min(nameWidth, rows.map { TextWidth.of($0.habit.name) }.max() ?? 0)
    let margin = Styled(String(repeating: " ", count: width))
    var lines = [
      margin + monthRow(), margin + cells { style.dim(String($0.weekday.shortName.prefix(2))) },
      margin
        + cells { day in
          let number = String(day.dayOfMonth)
          return day == today ? style.bold(number) : style.dim(number)
        },
    ]
    for row in rows {
      let name = TextWidth.truncated(row.habit.name, to: width, ellipsis: style.glyphs.ellipsis)
      var line = Styled(name).padded(to: width)
      for mark in row.marks {
        line = line + mark.styled(style, color: row.habit.color).rightAligned(to: 3)
      }
      if !row.trailing.plain.isEmpty { line = line + Styled("   ") + row.trailing }
      lines.append(line)
    }
    return lines.map { trimmed($0).text }
  }

  /// Each day's header text right-aligned in its three columns.
  private func cells(_ text: (Day) -> Styled) -> Styled {
    days.reduce(Styled("")) { $0 + text($1).rightAligned(to: 3) }
  }

  /// The month's short name over the first column of each month shown, where it fits.
  private func monthRow() -> Styled {
    var row = ""
    var previous: Int?
    for (column, day) in days.enumerated() where day.month != previous {
      previous = day.month
      let offset = column * 3 + 1
      guard row.count < offset else { continue }
      row += String(repeating: " ", count: offset - row.count) + day.shortTitle.prefix(3)
    }
    return style.dim(row)
  }

  private func trimmed(_ line: Styled) -> Styled {
    var line = line
    while line.plain.hasSuffix(" ") && line.text.hasSuffix(" ") {
      line.plain.removeLast()
      line.text.removeLast()
    }
    return line
  }
}
