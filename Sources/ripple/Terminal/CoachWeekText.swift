import RippleCore

/// The coach's week as text: seven day marks with what the week asks, the progress line, the
/// supportive message, the stage's tips while the week runs, and once the week is over, the
/// choices; while a week runs, how the week before it ended.
struct CoachWeekText {
  var style: TerminalStyle

  func render(
    _ week: CoachWeek, review: WeekReview?, lastWeek: (CoachWeek, WeekReview)? = nil,
    state: CoachState, today: Day
  ) -> String {
    let glyphs = style.glyphs
    let current = week.stage(in: state) ?? state.currentStage
    let stage = current.habit.name
    let marks = week.days.map { day -> String in
      switch day.state {
      case .done: return glyphs.done
      case .missed: return glyphs.missed
      case .skipped: return glyphs.skipped
      case .notLogged, .toCome: return day.isToday ? glyphs.todayOpen : glyphs.notDue
      case .outside, .paused: return " "
      }
    }
    var lines = [
      style.bold("Week of \(week.weekStart.text): \(stage)").text,
      "  " + marks.joined(separator: " ") + "  " + week.askText,
      "  " + week.progressText,
      "  " + week.message(today: today).text,
    ]
    if let (previous, verdict) = lastWeek {
      lines.append("")
      lines.append(
        "Last week: \(verdict.verdict.label), \(previous.progressText). \(verdict.message.text)")
      if verdict.celebrateExtra {
        lines.append("  \(style.bold("More than the week asked: well done!").text)")
      }
    }
    if !week.isOver && !current.tips.isEmpty {
      lines.append("")
      lines.append("Tips for this week:")
      lines += current.tips.map { "  \(glyphs.separator) \($0)" }
    }
    if let review {
      lines.append("")
      lines.append(review.message.text)
      for option in review.options {
        lines.append(
          "  \(glyphs.separator) \(review.label(of: option)): \(style.dim(review.detail(of: option)).text)"
        )
      }
    }
    return lines.joined(separator: "\n")
  }
}
