extension CoachWeek {
  /// The stage this week belonged to, in the roadmap version it was lived under (nil when that
  /// version or stage is no longer known).
  public func stage(in state: CoachState) -> Stage? {
    let roadmap = state.roadmaps.last { $0.version == roadmapVersion } ?? state.roadmap
    return roadmap.stages.indices.contains(stageIndex) ? roadmap.stages[stageIndex] : nil
  }

  /// What next week asks, in the roadmap in force: the same stage while it has weeks left, else
  /// the stage after this week's.
  public func nextStage(in state: CoachState) -> Stage? {
    let stages = state.roadmap.stages
    if stageIndex == state.currentIndex && state.stageHasWeeksLeft {
      return state.currentStage
    }
    return stages.indices.contains(stageIndex + 1) ? stages[stageIndex + 1] : nil
  }

  /// What the person did this week in the stage's own measure: "3 days of 20 minutes walking",
  /// "1 day of Read 10 pages".
  public func achievement(of stage: Stage) -> String {
    let days = done == 1 ? "1 day" : "\(done) days"
    let dose = stage.isOwnAction ? nil : stage.dose
    return "\(days) of \(dose?.summary ?? stage.habit.name)"
  }
}
