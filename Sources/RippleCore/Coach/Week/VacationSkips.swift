extension CoachState {
  /// Skipped check-ins for the vacation days through `today` with nothing logged: written
  /// through the ordinary check-in path, they keep a vacation from harming the streak.
  public func vacationSkips(log: HabitLog, today: Day) -> [CheckIn] {
    var skips: [CheckIn] = []
    for pause in pauses {
      guard case .vacation = pause.mode else { continue }
      let last = min(today, pause.through ?? today)
      guard pause.from <= last else { continue }
      for day in pause.from...last where log.checkIns[day] == nil {
        skips.append(CheckIn(habitID: goal.habitID, day: day, state: .skipped))
      }
    }
    return skips
  }

  /// Whether a vacation's resume day has come: time to apply `.resume`.
  public func isDueToResume(today: Day) -> Bool {
    if case .paused(.vacation(let resume)) = goal.status { return today >= resume }
    return false
  }
}
