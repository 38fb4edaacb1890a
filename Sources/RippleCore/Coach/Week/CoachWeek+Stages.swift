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

  /// The week of the plan this week is ("Week 6"), when it is the current stage's week; else
  /// the weeks its stage covers ("Weeks 5–8", a week looked back on).
  public func label(in state: CoachState) -> String {
    let roadmap = state.roadmaps.last { $0.version == roadmapVersion } ?? state.roadmap
    if stageIndex == state.currentIndex && roadmapVersion == state.roadmap.version
      && days.contains(where: { $0.isToday })
    {
      return "Week \(roadmap.firstWeek(of: stageIndex) + state.stageWeek - 1)"
    }
    return roadmap.weeksLabel(of: stageIndex)
  }

  /// The week of the plan next week is ("Week 7"), or the weeks of the stage after this one
  /// (as `nextStage(in:)` picks it).
  public func nextLabel(in state: CoachState) -> String {
    if stageIndex == state.currentIndex && state.stageHasWeeksLeft {
      return "Week \(state.roadmap.firstWeek(of: stageIndex) + state.stageWeek)"
    }
    return state.roadmap.weeksLabel(of: stageIndex + 1)
  }

  /// What the person did this week in the stage's own measure: "3 days of 20 minutes walking",
  /// "1 day of Read 10 pages".
  public func achievement(of stage: Stage) -> String {
    let days = done == 1 ? "1 day" : "\(done) days"
    let dose = stage.isOwnAction ? nil : stage.dose
    return "\(days) of \(dose?.summary ?? stage.habit.name)"
  }
}
