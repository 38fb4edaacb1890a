import RippleCore
import RippleStore

extension GoalService {
  /// The goal as of `today`: a vacation whose resume day has come ends by itself, from that
  /// day, and the days away are written as skipped so no streak or week is harmed.
  public func current(
    _ id: String, user: UserID, today: Day, firstWeekday: Weekday
  ) async throws -> (GoalRecord, CoachState) {
    let (record, state) = try await load(id, user: user)
    return try await resumedIfDue(
      record, state, user: user, today: today, firstWeekday: firstWeekday)
  }

  /// Every goal of `user` as of `today` (see `current`).
  public func all(
    user: UserID, today: Day, firstWeekday: Weekday
  ) async throws -> [(GoalRecord, CoachState)] {
    var goals: [(GoalRecord, CoachState)] = []
    for record in try await repository.goals(for: user) {
      goals.append(
        try await resumedIfDue(
          record, record.state, user: user, today: today,
          firstWeekday: firstWeekday))
    }
    return goals
  }

  private func resumedIfDue(
    _ record: GoalRecord, _ state: CoachState, user: UserID, today: Day, firstWeekday: Weekday
  ) async throws -> (GoalRecord, CoachState) {
    guard state.isDueToResume(today: today),
      case .paused(.vacation(let resumeDay)) = state.goal.status
    else { return (record, state) }
    let resumed: CoachState
    do {
      resumed = try CoachMoves.apply(
        .resume, to: state, today: resumeDay, firstWeekday: firstWeekday
      ).state
    } catch {
      return (record, state)
    }
    let habit = try await repository.habit(state.goal.habitID, for: user)
    let checkIns = try await repository.checkIns(for: user, habit: habit.id, in: nil)
    let millis = clock.nowMillis()
    for var skip in resumed.vacationSkips(
      log: HabitLog(habit: habit, checkIns: checkIns), today: today)
    {
      skip.updatedAt = millis
      _ = try await repository.upsertCheckIn(skip, for: user)
    }
    do {
      return (try await save(record, state: resumed, user: user, today: today), resumed)
    } catch StoreError.conflict {
      // Another request resumed it first.
      return try await load(record.id.rawValue, user: user)
    }
  }
}
