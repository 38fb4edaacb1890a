import RippleCore
import RippleWire

/// What partners share, for the terminal: each habit's name, schedule and this week's count,
/// then its twelve weeks as seven rows (one per weekday), oldest week first.
struct SharedText {
  var style: TerminalStyle

  func render(_ shared: SharedListJSON) -> String {
    var lines: [String] = []
    for partner in shared.partners {
      lines.append(style.bold(partner.name).text)
      if partner.habits.isEmpty {
        lines.append(style.dim("  Shares nothing with you yet.").text)
      }
      for habit in partner.habits {
        lines.append("  \(habit.name) · \(habit.scheduleText) · \(habit.grid.weekText)")
        lines += grid(habit.grid).map { "    " + $0 }
      }
      lines.append("")
    }
    lines.append(
      style.dim(
        "\(style.glyphs.done) done  \(style.glyphs.skipped) skipped  \(style.glyphs.missed) missed"
          + "  \(style.glyphs.todayOpen) to do today  \(style.glyphs.notDue) not due"
      ).text)
    return lines.joined(separator: "\n")
  }

  private func grid(_ grid: SharedGrid) -> [String] {
    (0..<7).map { weekday in
      let days = stride(from: weekday, to: grid.days.count, by: 7).map { grid.days[$0] }
      let name = days.first.map { String($0.day.weekday.shortName.prefix(2)) } ?? ""
      let marks = days.map { mark($0.state).rightAligned(to: 2) }
      return marks.reduce(style.dim(name)) { $0 + $1 }.text
    }
  }

  private func mark(_ state: SharedDayState) -> Styled {
    let glyphs = style.glyphs
    switch state {
    case .done: return Styled(glyphs.done)
    case .skipped: return style.dim(glyphs.skipped)
    case .missed: return style.dim(glyphs.missed)
    case .pending: return Styled(glyphs.todayOpen)
    case .notDue: return style.dim(glyphs.notDue)
    case .upcoming, .hidden: return Styled(" ")
    }
  }
}
