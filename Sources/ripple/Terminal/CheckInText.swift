import RippleCore

/// The line `done`, `skip`, `no` and `undo` print: what the day is now, the week and the streak,
/// then the coach's answer for a goal's habit, and what the engine celebrates (never in calm mode).
struct CheckInText {
  var style: TerminalStyle
  var settings: Settings
  var today: Day

  func render(_ result: CheckInResult) -> String {
    let separator = " \(style.glyphs.separator) "
    let habit = result.habit
    guard result.write.applied else {
      return
        "A newer change to \(habit.name) on \(dayText(result.day)) stands; nothing was changed"
    }
    let card = result.card
    let today = TodayText(style: style, settings: settings)
    var line =
      mark(result)
      + Styled(
        " \(habit.name): \(verb(result.write.current, measure: habit.measure)) \(dayText(result.day))"
      )
    line = line + Styled(separator) + WeekBar.render(card.week, color: habit.color, style: style)
    line = line + Styled(" \(card.week.text) this week")
    if settings.streaksVisible, card.streak.current > 0 {
      line = line + Styled(separator) + today.streak(card.streak)
    }
    var lines = [line.text]
    if let coach = result.recorded.coachMessage { lines.append("Coach: \(coach.text)") }
    if !settings.isCalm { lines += celebrations(result.celebration) }
    return lines.joined(separator: "\n")
  }

  private func mark(_ result: CheckInResult) -> Styled {
    let outcome = result.write.current?.outcome(for: result.habit.measure) ?? .none
    let glyphs = style.glyphs
    switch outcome {
    case .done: return style.paint(glyphs.done, result.habit.color)
    case .partial: return style.paint(glyphs.partial, result.habit.color)
    case .skipped: return style.dim(glyphs.skipped)
    case .missed: return style.dim(glyphs.missed)
    case .none: return Styled(glyphs.todayOpen)
    }
  }

  /// "done", "partly done (3 / 8 glasses)", "skipped", "not done", "cleared".
  private func verb(_ checkIn: CheckIn?, measure: Measure) -> String {
    guard let checkIn else { return "cleared" }
    let value = checkIn.value.map { " (\(NumberText.progress($0, of: measure)))" } ?? ""
    switch checkIn.outcome(for: measure) {
    case .done: return "done" + value
    case .partial: return "partly done" + value
    case .skipped: return "skipped"
    case .missed: return (checkIn.state == .missed ? "not done" : "over the limit") + value
    case .none: return "logged" + value
    }
  }

  /// "today", "yesterday", or "Monday, Jan 5".
  func dayText(_ day: Day) -> String {
    if day == today { return "today" }
    if day == today.adding(days: -1) { return "yesterday" }
    return day.longTitle
  }

  private func celebrations(_ celebration: Celebration) -> [String] {
    var lines: [String] = []
    if let milestone = celebration.milestone {
      lines.append(milestone.message)
    }
    if celebration.weeklyGoalReached { lines.append("Weekly goal reached!") }
    if celebration.perfectDay { lines.append("Perfect day! Every habit due today is done.") }
    return lines.map { line in
      let text = style.glyphs == .ascii ? String(line.unicodeScalars.filter(\.isASCII)) : line
      return style.bold(text.trimmed).text
    }
  }
}
