/// How the built-in planner lays out a roadmap of `weeks` stages: the phases, the rung of
/// each week (at most one step up a week, with consolidation weeks), and its criterion.
struct WeekLayout: Sendable {
  var weeks: Int
  var gentle: Bool
  var rungCount: Int

  var foundationWeeks: Int { (weeks >= 11 ? 4 : 3) + (gentle ? 1 : 0) }
  var masteryWeeks: Int { weeks >= 10 ? 3 : 2 }

  func phase(of week: Int) -> Phase {
    if week < foundationWeeks { return .foundation }
    return week >= weeks - masteryWeeks ? .mastery : .building
  }

  /// Weeks that keep last week's habit so it can settle.
  func isConsolidation(_ week: Int) -> Bool {
    week == foundationWeeks - 1 || week == weeks - 1 || (gentle && week == 1)
  }

  var startRung: Int { gentle ? 0 : 1 }

  /// The rung of every week: from the start, one step at most on each step week.
  var rungs: [Int] {
    let stepWeeks = (1..<weeks).count { !isConsolidation($0) }
    let climb = min(rungCount - 1 - startRung, stepWeeks)
    var steps = 0
    return (0..<weeks).map { week in
      if week > 0 && !isConsolidation(week) { steps += 1 }
      return startRung + (stepWeeks == 0 ? 0 : steps * climb / stepWeeks)
    }
  }

  /// "N of 7 days": 4 in the foundation (3 when gentle), one more per phase after it.
  func criterion(of week: Int) -> Criterion {
    let base = gentle ? 3 : 4
    switch phase(of: week) {
    case .foundation: return Criterion(days: base)
    case .building: return Criterion(days: base + 1)
    case .mastery: return Criterion(days: base + 2)
    }
  }
}
