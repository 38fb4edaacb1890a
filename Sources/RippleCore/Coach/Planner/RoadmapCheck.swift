/// The rules every roadmap must keep, whichever planner made it: a model's answer that breaks
/// one is refused and the built-in planner is used instead.
public enum RoadmapCheck {
  public static let stageCount = 8...12
  public static let tipCount = 2...4

  /// Throws the first rule `roadmap` breaks.
  public static func validate(_ roadmap: Roadmap) throws(RoadmapIssue) {
    guard stageCount.contains(roadmap.stages.count) else { throw .stageCount(roadmap.stages.count) }
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
}
