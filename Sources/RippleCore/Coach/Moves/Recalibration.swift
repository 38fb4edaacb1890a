/// A proposed adjustment of the roadmap, shown before the user accepts or declines it.
public struct RecalibrationPreview: Hashable, Sendable {
  /// The roadmap version the proposal was made from; accepting it later needs the same one.
  public var basedOnVersion: Int
  public var proposed: Roadmap
  /// "What changes", line by line, ending with the new finish date.
  public var changes: [RoadmapDiff]
  public var oldEndDay: Day
  public var newEndDay: Day
  public var message: CoachMessage
}

/// When to suggest a recalibration, and what it proposes (item 6).
public enum Recalibration {
  /// After two judged weeks in a row not met, or one week under half of the days asked.
  /// Rested and paused weeks are passed over: they neither count nor break the run.
  public static func isSuggested(_ weeks: [WeekRecord]) -> Bool {
    let judged = weeks.filter { $0.verdict != .rested && $0.verdict != .notJudged }
    guard let last = judged.last else { return false }
    if last.underHalf { return true }
    return judged.count >= 2 && judged.suffix(2).allSatisfy { $0.verdict == .notMet }
  }

  /// The current stage made easier (a smaller action and one day fewer, as far as each goes),
  /// then a bridging week at the current stage's level, then the rest of the plan: one week
  /// longer.
  public static func preview(
    of state: CoachState, today: Day, firstWeekday: Weekday
  ) throws(CoachError) -> RecalibrationPreview {
    let current = state.currentStage
    let smaller = StageVariants.smaller(current, domain: state.roadmap.domain) ?? current
    guard let easier = StageVariants.fewerDays(smaller) ?? (smaller == current ? nil : smaller)
    else { throw .cannotSimplify }
    var proposed = state.roadmap
    guard proposed.stages.count < CoachMoves.stageLimit(state) else { throw .tooManyStages }
    var bridge = StageVariants.bridge(after: current)
    bridge.status = .recalibrated
    proposed.stages[state.currentIndex] = easier
    proposed.stages.insert(bridge, at: state.currentIndex + 1)
    proposed.renumber()
    proposed.version = state.roadmaps.count + 1
    proposed.change = .recalibrated
    proposed.createdDay = today
    return RecalibrationPreview(
      state: state, proposed: proposed, today: today, firstWeekday: firstWeekday,
      message: CoachMessages.pick(.recalibration, on: today))
  }
}

extension RecalibrationPreview {
  /// `proposed` as a change to `state`'s roadmap: what changes from the current stage on, and
  /// the finish date before and after, counted from where the change would take effect.
  init(
    state: CoachState, proposed: Roadmap, today: Day, firstWeekday: Weekday,
    message: CoachMessage
  ) {
    var moved = state
    moved.stageStart = CoachMoves.effectiveStart(state, today: today, firstWeekday: firstWeekday)
    let oldEnd = moved.endDay(
      of: state.roadmap, from: state.currentIndex, firstWeekday: firstWeekday)
    let newEnd = moved.endDay(of: proposed, from: state.currentIndex, firstWeekday: firstWeekday)
    self.init(
      basedOnVersion: state.roadmap.version, proposed: proposed,
      changes: RoadmapDiff.lines(
        from: state.roadmap, to: proposed, index: state.currentIndex, oldEnd: oldEnd,
        newEnd: newEnd),
      oldEndDay: oldEnd, newEndDay: newEnd, message: message)
  }
}
