import RippleCore

/// A goal's roadmap as text: what it goes from and to, the stages by phase with the current one
/// marked (its action, why it comes now and its tips), and, as the web app shows them, the
/// finish line when the plan stops short of the target and the safety lines every plan of its
/// kind carries.
struct RoadmapText {
  var style: TerminalStyle

  /// `pace` is the coach's thought about the timeline, shown under the summary.
  func render(_ state: CoachState, firstWeekday: Weekday, pace: String? = nil) -> String {
    let glyphs = style.glyphs
    let roadmap = state.roadmap
    let weeks = roadmap.totalWeeks
    var lines = [
      style.bold(state.goal.what).text,
      style.dim(
        "\(status(state.goal.status)) · stage \(state.currentIndex + 1) of "
          + "\(roadmap.stages.count) · \(weeks == 1 ? "1 week" : "\(weeks) weeks") · planned to "
          + "finish \(state.endDay(firstWeekday: firstWeekday).text)"
      ).text,
    ]
    if !roadmap.aim.summary.isEmpty { lines.append(roadmap.aim.summary) }
    if let pace { lines.append("A thought about the pace: \(pace)") }
    var phase: Phase?
    for (index, stage) in roadmap.stages.enumerated() {
      if stage.phase != phase {
        phase = stage.phase
        lines += ["", style.bold(stage.phase.title).text]
      }
      let isCurrent = index == state.currentIndex
      let mark =
        isCurrent ? glyphs.stageCurrent : index < state.currentIndex ? glyphs.done : glyphs.notDue
      let label = roadmap.weeksLabel(of: index)
      let line =
        "  \(mark) \(label.padding(toLength: max(7, label.count), withPad: " ", startingAt: 0)) "
        + "\(stage.title) · \(stage.criterion.text)"
      lines.append(isCurrent ? style.paint(line, "#10B981").text : line)
      if isCurrent {
        if stage.weeks > 1 {
          lines.append("       Week \(state.stageWeek) of \(stage.weeks) at this step")
        }
        lines.append("       \(stage.habit.action)")
        lines.append(style.dim("       \(stage.rationale)").text)
        lines += tips(stage)
      }
    }
    // A refusal already at the top is not said twice.
    if !roadmap.aim.reachesTarget, let finish = roadmap.aim.finishLine,
      !roadmap.aim.summary.contains(finish)
    {
      lines += ["", style.bold("About your finish line").text, "  \(finish)"]
      if let suggested = roadmap.aim.suggestedWeeks, suggested > weeks {
        lines.append("  At this pace, \(suggested) weeks reach it.")
      }
    }
    if !roadmap.aim.safety.isEmpty {
      lines += ["", style.bold("Before you start").text]
      lines += roadmap.aim.safety.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  /// The stage's tips, one a line.
  func tips(_ stage: Stage) -> [String] {
    guard !stage.tips.isEmpty else { return [] }
    return ["       Tips:"] + stage.tips.map { "         \(style.glyphs.separator) \($0)" }
  }

  func moved(_ update: CoachUpdate) -> String {
    let stage = update.state.currentStage
    var lines = [update.message.text]
    if !update.state.goal.status.isFinished {
      let week =
        stage.weeks > 1 ? " (week \(update.state.stageWeek) of \(stage.weeks))" : ""
      lines.append(
        "Stage \(update.state.currentIndex + 1)\(week): \(stage.habit.name) · "
          + "\(stage.criterion.text), from \(update.effectiveFrom.text)")
    }
    return lines.joined(separator: "\n")
  }

  func status(_ status: GoalStatus) -> String {
    switch status {
    case .active: return "In progress"
    case .paused(.maintenance): return "Paused (maintenance)"
    case .paused(.vacation(let day)): return "Paused until \(day.text)"
    case .completed(let day): return "Completed on \(day.text)"
    case .abandoned(let day): return "Archived on \(day.text)"
    }
  }
}

extension Glyphs {
  /// The current stage of a roadmap.
  var stageCurrent: String { self == .ascii ? ">" : "▶" }
}
