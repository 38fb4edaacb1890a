/// The moves that change the goal's status: pause, resume, complete, abandon.
extension CoachMoves {
  static func pause(
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

  static func resume(
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

  static func complete(_ state: CoachState, today: Day) throws(CoachError) -> CoachUpdate {
    guard !state.goal.status.isFinished else { throw .finished }
    var next = state
    next.endPause(before: today)
    next.goal.status = .completed(on: today)
    next.roadmap.stages[state.currentIndex].status = .completed
    return CoachUpdate(
      state: next, effectiveFrom: today, habitChange: nil,
      message: CoachMessages.pick(.goalComplete, on: today), celebrateExtra: true)
  }

  static func abandon(_ state: CoachState, today: Day) throws(CoachError) -> CoachUpdate {
    guard !state.goal.status.isFinished else { throw .finished }
    var next = state
    next.endPause(before: today)
    next.goal.status = .abandoned(on: today)
    return CoachUpdate(
      state: next, effectiveFrom: today, habitChange: nil,
      message: CoachMessages.pick(.goalArchived, on: today))
  }
}
