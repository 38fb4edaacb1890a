extension CoachMoves {
  /// The moves that change the plan and are shown as a preview first, as a recalibration is.
  public static func isPreviewed(_ move: CoachMove) -> Bool {
    switch move {
    case .repeatStage, .simplify, .extend, .acceptRecalibration: return true
    default: return false
    }
  }

  /// What `move` would make of the roadmap, to show before the person accepts it; accepting
  /// applies the same move to the same state, so it makes exactly this roadmap.
  public static func preview(
    _ move: CoachMove, of state: CoachState, today: Day, firstWeekday: Weekday
  ) throws(CoachError) -> RecalibrationPreview {
    let update = try apply(move, to: state, today: today, firstWeekday: firstWeekday)
    if case .repeatStage = move {
      // The same stages again from the repeated stage's new start: the finish moves by the
      // weeks between the stage's first start and its new one.
      let oldEnd = state.endDay(firstWeekday: firstWeekday)
      let newEnd = update.state.endDay(firstWeekday: firstWeekday)
      let stage = state.currentStage
      let again = RoadmapDiff(
        kind: .changed, week: stage.week,
        text: "Week \(stage.week) once more: \(stage.title), \(stage.criterion.text)")
      return RecalibrationPreview(
        basedOnVersion: state.roadmap.version, proposed: update.state.roadmap,
        changes: [again]
          + RoadmapDiff.lines(
            from: state.roadmap, to: update.state.roadmap, index: state.currentIndex,
            oldEnd: oldEnd, newEnd: newEnd),
        oldEndDay: oldEnd, newEndDay: newEnd, message: update.message)
    }
    return RecalibrationPreview(
      state: state, proposed: update.state.roadmap, today: today, firstWeekday: firstWeekday,
      message: update.message)
  }
}
