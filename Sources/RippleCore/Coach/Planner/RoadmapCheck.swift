/// The rules every roadmap must keep, whichever planner made it, at preview and at accept: a
/// model's answer that breaks one is refused and the built-in planner is used instead.
public enum RoadmapCheck {
  /// The weeks a roadmap may cover (its stages' weeks together), as a timeline may.
  public static let weekCount = GoalTimeline.plannedRange
  public static let tipCount = 2...4

  /// Throws the first rule `roadmap` breaks; `weeks`, when given, is the weeks asked.
  public static func validate(_ roadmap: Roadmap, weeks: Int? = nil) throws(RoadmapIssue) {
    let total = roadmap.totalWeeks
    guard !roadmap.stages.isEmpty, weekCount.contains(total) else { throw .stageCount(total) }
    if let weeks, total != weeks { throw .stageCount(total) }
    var previous: Stage?
    for (index, stage) in roadmap.stages.enumerated() {
      let week = index + 1
      guard stage.week == week else { throw .weekNumbers(week: week) }
      if let previous, stage.phase < previous.phase { throw .phaseOrder(week: week) }
      guard !stage.habit.action.isEmpty, !stage.habit.name.isEmpty,
        stage.habit.name.count <= Limits.nameLength,
        stage.habit.action.count <= Limits.descriptionLength
      else { throw .action(week: week) }
      guard Criterion.plannerRange.contains(stage.criterion.days) else {
        throw .criterion(week: week)
      }
      guard !stage.rationale.isEmpty else { throw .rationale(week: week) }
      guard tipCount.contains(stage.tips.count), stage.tips.allSatisfy({ !$0.isEmpty }) else {
        throw .tips(week: week)
      }
      if let previous, stage.difficulty < previous.difficulty { throw .easier(week: week) }
      previous = stage
    }
    try DoseRules.validate(roadmap)
  }
}

/// A rule a roadmap broke.
public enum RoadmapIssue: Error, Hashable, Sendable {
  case stageCount(Int)
  case weekNumbers(week: Int)
  case phaseOrder(week: Int)
  case action(week: Int)
  case criterion(week: Int)
  case rationale(week: Int)
  case tips(week: Int)
  /// A planner's stage easier than the one before it.
  case easier(week: Int)
  /// A stage without a dose among stages with one, a dose in another unit, or a dose that
  /// goes back on the plan's direction outside a recalibrated stage.
  case dose(week: Int)
  /// The domain's safety rule: running on more than 4 days or a run lengthening faster than a
  /// step allows, strength without a rest day, a bedtime moved by more than 15 minutes.
  case unsafe(week: Int)
  /// A habit that is not a valid habit (for example an "at most" below 0).
  case habit(week: Int)
  /// A finish short of the stated target with no advice saying so.
  case silentShortfall

  /// The issue in a sentence, for an API answer or a model planner's fallback reason.
  public var message: String {
    switch self {
    case .stageCount(let count):
      return "The roadmap covers \(count == 1 ? "1 week" : "\(count) weeks"), not the weeks asked"
    case .weekNumbers(let week): return "Week \(week) is out of order"
    case .phaseOrder(let week): return "Week \(week) goes back a phase"
    case .action(let week): return "Week \(week) needs a short name and an action"
    case .criterion(let week): return "Week \(week)'s criterion does not match its dose"
    case .rationale(let week): return "Week \(week) needs a rationale"
    case .tips(let week): return "Week \(week) needs 2 to 4 tips"
    case .easier(let week): return "Week \(week) is easier than the week before"
    case .dose(let week): return "Week \(week)'s dose goes against the plan"
    case .unsafe(let week): return "Week \(week) ramps up faster than is safe"
    case .habit(let week): return "Week \(week)'s habit is not a valid habit"
    case .silentShortfall: return "The roadmap ends short of the target without saying so"
    }
  }
}
