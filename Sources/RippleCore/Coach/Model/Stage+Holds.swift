extension Stage {
  /// Whether this stage keeps `previous`'s dose: then moving on is a settling week, not a step
  /// up. Stages planned before doses existed hold only when marked as consolidation.
  public func holdsDose(of previous: Stage) -> Bool {
    if let dose, let earlier = previous.dose { return dose == earlier }
    return isConsolidation
  }
}

extension CoachState {
  /// Whether the stage after `index` keeps its dose; false when `index` is the last stage.
  public func nextStageHoldsDose(after index: Int) -> Bool {
    let stages = roadmap.stages
    guard stages.indices.contains(index), stages.indices.contains(index + 1) else { return false }
    return stages[index + 1].holdsDose(of: stages[index])
  }
}
