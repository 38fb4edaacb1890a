/// Moving one stage of a roadmap to another week, before the goal starts: allowed only where
/// the plan still holds. The stage stays within its phase, every rule of `RoadmapCheck` still
/// holds (no week easier or lighter than the one before it), and a settling-in week still
/// follows the step it settles in. In practice only stages of equal dose and different
/// activities trade places. The moved stage is marked edited.
public enum StageOrder {
  /// Why a move was refused, in a sentence for the person.
  public enum Refusal: Error, Hashable, Sendable {
    case noSuchWeek
    case outsideThePhase
    case settlesInFirst
    case breaks(RoadmapIssue)

    public var message: String {
      switch self {
      case .noSuchWeek: "A stage moves to a week of this roadmap"
      case .outsideThePhase: "A stage stays within its phase"
      case .settlesInFirst: "A settling-in week comes after the step it settles in"
      case .breaks(.phaseOrder): "A stage stays within its phase"
      case .breaks(.easier), .breaks(.dose):
        "Each week asks at least as much as the one before, so this one keeps its place"
      case .breaks(.unsafe): "That would ramp up faster than is safe"
      case .breaks(let issue): issue.message
      }
    }
  }

  /// `roadmap` with the stage of `week` moved to week `to` (both 1-based), renumbered.
  public static func moving(
    _ roadmap: Roadmap, week: Int, to: Int
  ) throws(Refusal) -> Roadmap {
    let weeks = 1...roadmap.stages.count
    guard weeks.contains(week), weeks.contains(to) else { throw .noSuchWeek }
    let (from, target) = (week - 1, to - 1)
    let phase = roadmap.stages[from].phase
    guard roadmap.stages[min(from, target)...max(from, target)].allSatisfy({ $0.phase == phase })
    else { throw .outsideThePhase }
    var moved = roadmap
    var stage = moved.stages.remove(at: from)
    if from != target { stage.isEdited = true }
    moved.stages.insert(stage, at: target)
    for index in moved.stages.indices { moved.stages[index].week = index + 1 }
    do {
      try RoadmapCheck.validate(moved)
    } catch {
      throw .breaks(error)
    }
    for (index, stage) in moved.stages.enumerated() where stage.isConsolidation {
      guard index > 0, moved.stages[index - 1].dose == stage.dose else { throw .settlesInFirst }
    }
    return moved
  }
}
