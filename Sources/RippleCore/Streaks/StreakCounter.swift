/// What one unit (a day or a week) does to a streak.
enum UnitVerdict {
  /// Done: the streak grows by one.
  case success
  /// Skipped, unscheduled, or the running unit not done yet: no change.
  case neutral
  /// A due unit passed undone: the streak breaks.
  case fail
}

/// Folds unit verdicts, oldest first, into streak runs.
struct StreakCounter {
  private(set) var runs: [StreakRun] = []
  private var running: StreakRun?
  private(set) var lastSuccessDay: Day?

  mutating func record(_ verdict: UnitVerdict, first: Day, last: Day) {
    switch verdict {
    case .success:
      if var run = running {
        run.end = last
        run.length += 1
        running = run
      } else {
        running = StreakRun(start: first, end: last, length: 1, endedByMiss: false)
      }
      lastSuccessDay = last
    case .neutral:
      return
    case .fail:
      if var run = running {
        run.endedByMiss = true
        runs.append(run)
        running = nil
      }
    }
  }

  var current: Int { running?.length ?? 0 }

  func finished(unit: StreakUnit, atRisk: Bool, hoursLeft: Int?) -> StreakStatus {
    var all = runs
    if let running { all.append(running) }
    let longest = all.map { $0.length }.max() ?? 0
    let risky = atRisk && current > 0
    return StreakStatus(
      unit: unit, current: current, longest: longest, lastCompletedDay: lastSuccessDay,
      atRisk: risky, hoursLeft: risky ? hoursLeft : nil, runs: all)
  }
}
