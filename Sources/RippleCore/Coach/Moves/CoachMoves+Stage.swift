/// The moves that change the stage or the plan.
extension CoachMoves {
  static func advance(
    _ state: CoachState, today: Day, start: Day
  ) throws(CoachError)
    -> CoachUpdate
  {
    guard state.goal.status.isActive else { throw .notActive }
    if state.latestJudgedWeek?.verdict == .notMet { throw .weekNotMet }
    let extra = state.weeks.last.map {
      $0.stageIndex == state.currentIndex && $0.done > $0.required
    }
    if state.stageHasWeeksLeft {
      // A stage of several weeks: on to its next week, the same habit.
      var next = state
      next.stageWeek += 1
      next.begin(at: start)
      return CoachUpdate(
        state: next, effectiveFrom: start, habitChange: nil,
        message: CoachMessages.pick(.stageWeek, on: today), celebrateExtra: extra ?? false)
    }
    if state.isLastStage { return try complete(state, today: today) }
    var next = state
    next.stageWeek = 1
    let situation: CoachSituation =
      state.nextStageHoldsDose(after: state.currentIndex) ? .stageHold : .stageStart
    next.roadmap.stages[state.currentIndex].status = .completed
    next.currentIndex += 1
    next.roadmap.stages[next.currentIndex].status = .current
    next.begin(at: start)
    return CoachUpdate(
      state: next, effectiveFrom: start, habitChange: next.currentStage.habit,
      message: CoachMessages.pick(situation, on: today), celebrateExtra: extra ?? false)
  }

  static func repeatStage(
    _ state: CoachState, today: Day, start: Day
  ) throws(CoachError)
    -> CoachUpdate
  {
    guard state.goal.status.isActive else { throw .notActive }
    var next = state
    next.roadmap.stages[state.currentIndex].status = .repeated
    next.begin(at: start)
    return CoachUpdate(
      state: next, effectiveFrom: start, habitChange: nil,
      message: CoachMessages.pick(.stageRepeat, on: today))
  }

  static func carryOn(
    _ state: CoachState, today: Day, start: Day
  ) throws(CoachError)
    -> CoachUpdate
  {
    guard state.goal.status.isActive else { throw .notActive }
    var next = state
    next.begin(at: start)
    return CoachUpdate(
      state: next, effectiveFrom: start, habitChange: nil,
      message: CoachMessages.pick(.resume, on: today))
  }

  static func simplify(
    _ state: CoachState, _ kind: Simplification, today: Day, start: Day
  ) throws(CoachError) -> CoachUpdate {
    guard state.goal.status.isActive else { throw .notActive }
    let current = state.currentStage
    let easier: Stage?
    switch kind {
    case .smallerAction: easier = StageVariants.smaller(current, domain: state.roadmap.domain)
    case .fewerDays: easier = StageVariants.fewerDays(current)
    }
    guard let easier else { throw .cannotSimplify }
    var roadmap = state.roadmap
    roadmap.stages[state.currentIndex] = easier
    roadmap.change = .simplified
    return try replace(state, with: roadmap, today: today, start: start, situation: .simplified)
  }

  static func extend(
    _ state: CoachState, today: Day, start: Day
  ) throws(CoachError)
    -> CoachUpdate
  {
    guard !state.goal.status.isFinished else { throw .finished }
    guard state.roadmap.stages.count < stageLimit(state) else { throw .tooManyStages }
    var next = state
    var roadmap = state.roadmap
    roadmap.stages.insert(
      StageVariants.bridge(after: state.currentStage), at: state.currentIndex + 1)
    roadmap.renumber()
    roadmap.version = state.roadmaps.count + 1
    roadmap.change = .extended
    roadmap.createdDay = today
    next.roadmaps.append(roadmap)
    next.spans.append(
      StageSpan(
        from: state.spans.last.map { $0.from } ?? start, roadmapVersion: roadmap.version,
        stageIndex: state.currentIndex, habit: state.currentStage.habit,
        criterion: state.currentStage.criterion))
    next.spans.removeDuplicateStarts()
    return CoachUpdate(
      state: next, effectiveFrom: start, habitChange: nil,
      message: CoachMessages.pick(.extended, on: today))
  }

  /// `roadmap` as a new version whose current stage starts at `start`.
  static func replace(
    _ state: CoachState, with roadmap: Roadmap, today: Day, start: Day,
    situation: CoachSituation
  ) throws(CoachError) -> CoachUpdate {
    guard state.goal.status.isActive else { throw .notActive }
    var roadmap = roadmap
    roadmap.version = state.roadmaps.count + 1
    roadmap.createdDay = today
    roadmap.renumber()
    var next = state
    next.roadmaps.append(roadmap)
    next.begin(at: start)
    return CoachUpdate(
      state: next, effectiveFrom: start, habitChange: next.currentStage.habit,
      message: CoachMessages.pick(situation, on: today))
  }

  static func returnToOriginal(
    _ state: CoachState, today: Day, start: Day
  )
    throws(CoachError) -> CoachUpdate
  {
    guard state.roadmaps.count > 1 else { throw .noOtherVersion }
    let original = state.roadmaps[0]
    let resumeAt = min(state.currentIndex, original.stages.count - 1)
    var roadmap = original
    roadmap.stages = Array(state.roadmap.stages[0..<state.currentIndex])
    roadmap.stages.append(contentsOf: original.stages[resumeAt...])
    for index in roadmap.stages.indices where index >= state.currentIndex {
      roadmap.stages[index].status = index == state.currentIndex ? .current : .upcoming
    }
    roadmap.change = .returnedToOriginal
    return try replace(
      state, with: roadmap, today: today, start: start, situation: .stageStart)
  }
}
