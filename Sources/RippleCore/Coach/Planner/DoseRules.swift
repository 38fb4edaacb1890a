/// The rules on stages' doses: all stages carry one or none does; one unit throughout; the
/// criterion follows the dose's days; the amount moves one way (a consolidation week keeps
/// it, a recalibrated stage may ease it, a named step back may lower it); free days never fall;
/// each domain's safety rule; and an honest finish.
enum DoseRules {
  static let runningDays = 4
  static let strengthDays = 2...4
  static let clockStep = 15.0
  /// The most a run without stopping may grow in a step: to 20 minutes from intervals (as Couch
  /// to 5K does), then by 10 minutes; a long run past 30 minutes by 15.
  static let runningStep = 10.0
  static let longRunStep = 15.0
  static let continuousRunning = 20.0

  static func validate(_ roadmap: Roadmap) throws(RoadmapIssue) {
    let doses = roadmap.stages.compactMap { $0.dose }
    guard !doses.isEmpty else { return }
    guard doses.count == roadmap.stages.count else {
      let week = roadmap.stages.firstIndex { $0.dose == nil } ?? 0
      throw .dose(week: week + 1)
    }
    let falling = doses.last!.amount < doses.first!.amount
    for (index, stage) in roadmap.stages.enumerated() {
      let week = index + 1
      let dose = doses[index]
      guard (1...7).contains(dose.daysPerWeek), dose.amount >= 0, dose.amount.isFinite else {
        throw .dose(week: week)
      }
      guard stage.criterion.days <= dose.daysPerWeek, stage.criterion.days >= dose.daysPerWeek - 2
      else { throw .criterion(week: week) }
      if case .numeric(let target, _, _) = stage.habit.measure, target < 0 {
        throw .habit(week: week)
      }
      try safety(
        roadmap.domain, dose: dose, week: week, previous: index > 0 ? doses[index - 1] : nil)
      guard index > 0, stage.status != .recalibrated else { continue }
      let previous = doses[index - 1]
      guard dose.unit == previous.unit else { throw .dose(week: week) }
      let backwards = falling ? dose.amount > previous.amount : dose.amount < previous.amount
      if (backwards && !stage.isStepBack) || dose.daysPerWeek < previous.daysPerWeek
        || dose.freeDays < previous.freeDays
      {
        throw .dose(week: week)
      }
    }
    let aim = roadmap.aim
    if !aim.reachesTarget && (aim.advice ?? "").isEmpty { throw .silentShortfall }
    if aim.reachesTarget, let target = aim.target, let finish = aim.finish,
      target.unit == finish.unit
    {
      let short =
        falling || target.isClock ? finish.amount > target.amount : finish.amount < target.amount
      if short { throw .silentShortfall }
    }
  }

  static func safety(
    _ domain: Domain, dose: Dose, week: Int, previous: Dose?
  ) throws(RoadmapIssue) {
    switch domain {
    case .running:
      guard dose.daysPerWeek <= runningDays else { throw .unsafe(week: week) }
      if previous == nil && dose.amount > 60 { throw .unsafe(week: week) }
      if let previous, previous.unit == dose.unit, dose.amount > previous.amount {
        let allowed =
          previous.amount >= 30
          ? previous.amount + longRunStep
          : max(continuousRunning, previous.amount + runningStep)
        if dose.amount > allowed + 0.001 { throw .unsafe(week: week) }
      }
    case .strength, .gym:
      guard strengthDays.contains(dose.daysPerWeek) else { throw .unsafe(week: week) }
    case .sleep, .wakeTime:
      if let previous, dose.unit == "bedtime" || dose.unit == "wake",
        abs(dose.amount - previous.amount) > clockStep
      {
        throw .unsafe(week: week)
      }
    default: break
    }
  }
}
