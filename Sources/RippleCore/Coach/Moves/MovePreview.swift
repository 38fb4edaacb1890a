extension CoachMoves {
  /// The moves that change the plan and are shown as a preview first, as a recalibration is.
  public static func isPreviewed(_ move: CoachMove) -> Bool {
    switch move {
    case .simplify, .extend, .acceptRecalibration: return true
    default: return false
    }
  }

  /// What `move` would make of the roadmap, to show before the person accepts it; accepting
  /// applies the same move to the same state, so it makes exactly this roadmap.
  public static func preview(
    _ move: CoachMove, of state: CoachState, today: Day, firstWeekday: Weekday
  ) throws(CoachError) -> RecalibrationPreview {
    let update = try apply(move, to: state, today: today, firstWeekday: firstWeekday)
    return RecalibrationPreview(
      state: state, proposed: update.state.roadmap, today: today, firstWeekday: firstWeekday,
      message: update.message)
  }
}
