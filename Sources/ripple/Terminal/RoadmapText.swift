import RippleCore

/// A goal's roadmap as text: the stages by phase, the current one marked.
struct RoadmapText {
  var style: TerminalStyle

  func render(_ state: CoachState, firstWeekday: Weekday) -> String {
    let glyphs = style.glyphs
    var lines = [
      style.bold(state.goal.what).text,
      style.dim(
        "\(status(state.goal.status)) · stage \(state.currentIndex + 1) of "
          + "\(state.roadmap.stages.count) · planned to finish \(state.endDay(firstWeekday: firstWeekday).text)"
      ).text,
    ]
    var phase: Phase?
    for (index, stage) in state.roadmap.stages.enumerated() {
      if stage.phase != phase {
        phase = stage.phase
        lines += ["", style.bold(stage.phase.title).text]
      }
      let isCurrent = index == state.currentIndex
      let mark =
        isCurrent ? glyphs.stageCurrent : index < state.currentIndex ? glyphs.done : glyphs.notDue
      let line =
        "  \(mark) Week \(String(stage.week).padding(toLength: 2, withPad: " ", startingAt: 0)) "
        + "\(stage.habit.name) · \(stage.criterion.text)"
      lines.append(isCurrent ? style.paint(line, "#10B981").text : line)
      if isCurrent {
        lines.append("       \(stage.habit.action)")
        lines.append(style.dim("       \(stage.rationale)").text)
      }
    }
    return lines.joined(separator: "\n")
  }

  func moved(_ update: CoachUpdate) -> String {
    let stage = update.state.currentStage
    var lines = [update.message.text]
    if !update.state.goal.status.isFinished {
      lines.append(
        "Stage \(update.state.currentIndex + 1): \(stage.habit.name) · \(stage.criterion.text), "
          + "from \(update.effectiveFrom.text)")
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
