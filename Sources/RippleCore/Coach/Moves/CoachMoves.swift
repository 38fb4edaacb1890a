/// The coach's moves as pure functions: a state in, the next state out (item 6). A new stage
/// applies from the start of today's week when the current stage began before it, else from
/// the start of next week, so each week belongs to one stage.
public enum CoachMoves {
  /// The longest a roadmap gets by extending and recalibrating.
  public static let maxStages = 16

  public static func apply(
    _ move: CoachMove, to state: CoachState, today: Day, firstWeekday: Weekday
  ) throws(CoachError) -> CoachUpdate {
    let start = effectiveStart(state, today: today, firstWeekday: firstWeekday)
    switch move {
    case .advance: return try advance(state, today: today, start: start)
    case .repeatStage: return try repeatStage(state, today: today, start: start)
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

  private static func advance(
    _ state: CoachState, today: Day, start: Day
  ) throws(CoachError)
    -> CoachUpdate
  {
    guard state.goal.status.isActive else { throw .notActive }
    if state.isLastStage { return try complete(state, today: today) }
    var next = state
    let extra = state.weeks.last.map {
      $0.stageIndex == state.currentIndex && $0.done > $0.required
    }
    next.roadmap.stages[state.currentIndex].status = .completed
    next.currentIndex += 1
    next.roadmap.stages[next.currentIndex].status = .current
    next.begin(at: start)
    return CoachUpdate(
      state: next, effectiveFrom: start, habitChange: next.currentStage.habit,
      message: CoachMessages.pick(.stageStart, on: today), celebrateExtra: extra ?? false)
  }

  private static func repeatStage(
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

  private static func simplify(
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

  private static func extend(
    _ state: CoachState, today: Day, start: Day
  ) throws(CoachError)
    -> CoachUpdate
  {
    guard !state.goal.status.isFinished else { throw .finished }
    guard state.roadmap.stages.count < maxStages else { throw .tooManyStages }
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
  private static func replace(
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

  private static func returnToOriginal(
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

  private static func pause(
    _ state: CoachState, _ mode: PauseMode, today: Day
  )
    throws(CoachError) -> CoachUpdate
  {
    guard state.goal.status.isActive else { throw .notActive }
    var next = state
    next.goal.status = .paused(mode)
    var through: Day? = nil
    if case .vacation(let resume) = mode { through = max(today, resume.adding(days: -1)) }
    next.pauses.append(PausePeriod(mode: mode, from: today, through: through))
    let situation: CoachSituation
    switch mode {
    case .maintenance: situation = .pauseMaintenance
    case .vacation: situation = .pauseVacation
    }
    return CoachUpdate(
      state: next, effectiveFrom: today, habitChange: nil,
      message: CoachMessages.pick(situation, on: today))
  }

  private static func resume(
    _ state: CoachState, today: Day, firstWeekday: Weekday
  )
    throws(CoachError) -> CoachUpdate
  {
    guard state.goal.status.isPaused else { throw .notPaused }
    var next = state
    next.goal.status = .active
    next.endPause(before: today)
    next.stageStart = max(state.stageStart, today.startOfWeek(firstWeekday: firstWeekday))
    return CoachUpdate(
      state: next, effectiveFrom: today, habitChange: nil,
      message: CoachMessages.pick(.resume, on: today))
  }

  private static func complete(_ state: CoachState, today: Day) throws(CoachError) -> CoachUpdate {
    guard !state.goal.status.isFinished else { throw .finished }
    var next = state
    next.endPause(before: today)
    next.goal.status = .completed(on: today)
    next.roadmap.stages[state.currentIndex].status = .completed
    return CoachUpdate(
      state: next, effectiveFrom: today, habitChange: nil,
      message: CoachMessages.pick(.goalComplete, on: today), celebrateExtra: true)
  }

  private static func abandon(_ state: CoachState, today: Day) throws(CoachError) -> CoachUpdate {
    guard !state.goal.status.isFinished else { throw .finished }
    var next = state
    next.endPause(before: today)
    next.goal.status = .abandoned(on: today)
    return CoachUpdate(
      state: next, effectiveFrom: today, habitChange: nil,
      message: CoachMessages.pick(.goalArchived, on: today))
  }
}

extension CoachState {
  /// The current stage (of the roadmap in force) starts its week at `start`.
  fileprivate mutating func begin(at start: Day) {
    stageStart = start
    spans.append(
      StageSpan(
        from: start, roadmapVersion: roadmap.version, stageIndex: currentIndex,
        habit: currentStage.habit, criterion: currentStage.criterion))
    spans.removeDuplicateStarts()
  }

  /// Closes the pause in force, its last day the day before `day`.
  fileprivate mutating func endPause(before day: Day) {
    guard let last = pauses.indices.last else { return }
    let end = day.adding(days: -1)
    if pauses[last].through.map({ $0 > end }) ?? true {
      pauses[last].through = max(pauses[last].from.adding(days: -1), end)
    }
  }
}

extension Array where Element == StageSpan {
  /// Keeps the latest of spans starting on the same day.
  fileprivate mutating func removeDuplicateStarts() {
    var kept: [StageSpan] = []
    for span in self {
      if let last = kept.last, last.from >= span.from { kept.removeLast() }
      kept.append(span)
    }
    self = kept
  }
}
