import RippleCore

/// `ripple today`: the Today screen as text — each habit with its week bar, "X / Y this week",
/// today's state and streak, by section, then the summary line.
struct TodayText {
  var style: TerminalStyle
  var settings: Settings

  func render(_ view: TodayView, habitCount: Int) -> String {
    var lines = [style.bold(view.day.longTitle).text, ""]
    guard habitCount > 0 else {
      return (lines + ["You have no active habits. Add one with: ripple add NAME"])
        .joined(separator: "\n")
    }
    guard !view.cards.isEmpty else {
      return (lines + ["Nothing is scheduled today."]).joined(separator: "\n")
    }
    var rows: [[Styled]] = []
    var titles: [Int: String] = [:]
    for section in view.sections {
      titles[rows.count] = section.kind.title
      rows += section.cards.map(row)
    }
    for (index, line) in TextTable.render(rows, indent: "  ").enumerated() {
      if let title = titles[index] {
        if index > 0 { lines.append("") }
        lines.append(style.bold(title).text)
      }
      lines.append(line)
    }
    lines += ["", summary(view).text]
    return lines.joined(separator: "\n")
  }

  func row(_ card: TodayCard) -> [Styled] {
    var cells = [
      mark(card), Styled(card.habit.name),
      WeekBar.render(card.week, color: card.habit.color, style: style),
      Styled("\(card.week.text) this week"), state(card),
    ]
    if settings.streaksVisible { cells.append(streak(card.streak)) }
    return cells
  }

  func mark(_ card: TodayCard) -> Styled {
    let glyphs = style.glyphs
    switch card.todayOutcome {
    case .done: return style.paint(glyphs.done, card.habit.color)
    case .partial: return style.paint(glyphs.partial, card.habit.color)
    case .skipped: return style.dim(glyphs.skipped)
    case .missed: return style.dim(glyphs.missed)
    case .none: return card.dueToday ? Styled(glyphs.todayOpen) : style.dim(glyphs.notDue)
    }
  }

  /// "done", "4 / 8 glasses", "skipped", "missed", "to do · 8:00 AM", "not due".
  func state(_ card: TodayCard) -> Styled {
    let value = card.todayCheckIn?.value.map { NumberText.progress($0, of: card.habit.measure) }
    switch card.todayOutcome {
    case .done: return Styled(value.map { "done · \($0)" } ?? "done")
    case .partial: return Styled(value ?? "partly done")
    case .skipped: return style.dim("skipped")
    case .missed: return style.dim(value.map { "missed · \($0)" } ?? "missed")
    case .none:
      guard card.dueToday else { return style.dim("not due") }
      guard let badge = card.timeBadge else { return Styled("to do") }
      let time = Reminder(minuteOfDay: badge.minuteOfDay).displayTime
      let separator = " \(style.glyphs.separator) "
      return Styled("to do" + separator) + (badge.pastDue ? style.alert(time) : Styled(time))
    }
  }

  /// "4-day streak", "2-week streak · at risk, 5h left", or nothing.
  func streak(_ streak: StreakStatus) -> Styled {
    guard streak.current > 0 else { return Styled("") }
    let text = StreakText.length(streak) + " streak"
    guard streak.atRisk, let hours = streak.hoursLeft else { return Styled(text) }
    return Styled(text + " \(style.glyphs.separator) ") + style.alert("at risk, \(hours)h left")
  }

  /// "2 / 3 done today · Almost done!", or calm mode's "2 of 3 completed".
  func summary(_ view: TodayView) -> Styled {
    let separator = " \(style.glyphs.separator) "
    let summary = view.summary
    var text: String
    if settings.isCalm || summary.due == 0 {
      text = summary.tierText(calm: settings.isCalm)
    } else {
      text = "\(summary.done) / \(summary.due) done today" + separator + summary.tierText()
    }
    if settings.streaksVisible, view.perfectDays.current > 0 {
      let days = view.perfectDays.current
      text += separator + "\(days) perfect \(days == 1 ? "day" : "days") in a row"
    }
    return style.bold(text)
  }
}
