/// The coach's moves as pure functions: a state in, the next state out (item 6). A new stage
/// applies from the start of today's week when the current stage began before it, else from
/// the start of next week, so each week belongs to one stage.
public enum CoachMoves {
  /// The longest a roadmap of up to 12 stages gets by extending and recalibrating; a longer
  /// one may grow by 4 stages.
  public static let maxStages = 16

  /// The most stages `state`'s roadmap may have after extending and recalibrating.
  static func stageLimit(_ state: CoachState) -> Int {
    max(maxStages, state.roadmaps[0].stages.count + 4)
  }

  public static func apply(
    _ move: CoachMove, to state: CoachState, today: Day, firstWeekday: Weekday
  ) throws(CoachError) -> CoachUpdate {
    let start = effectiveStart(state, today: today, firstWeekday: firstWeekday)
    switch move {
    case .advance: return try advance(state, today: today, start: start)
    case .repeatStage: return try repeatStage(state, today: today, start: start)
    case .carryOn: return try carryOn(state, today: today, start: start)
    case .simplify(let kind): return try simplify(state, kind, today: today, start: start)
    case .extend: return try extend(state, today: today, start: start)
    case .pause(let mode): return try pause(state, mode, today: today)
    case .resume: return try resume(state, today: today, firstWeekday: firstWeekday)
    case .complete: return try complete(state, today: today)
    case .abandon: return try abandon(state, today: today)
    case .acceptRecalibration(let preview):
      guard preview.basedOnVersion == state.roadmap.version else { throw .stalePreview }
      return try replace(
        state, with: preview.proposed, today: today, start: start, situation: .recalibration)
    case .returnToOriginal: return try returnToOriginal(state, today: today, start: start)
    }
  }

  /// Where a stage change takes effect (see the type's comment).
  static func effectiveStart(_ state: CoachState, today: Day, firstWeekday: Weekday) -> Day {
    let thisWeek = today.startOfWeek(firstWeekday: firstWeekday)
    return thisWeek > state.stageStart ? thisWeek : thisWeek.adding(days: 7)
  }
}
