import Hummingbird
import RippleCore
import RippleStore

/// `POST /goals/preview/order`: a previewed roadmap with one stage moved to another week of its
/// phase (before the goal exists). The planner allows an order only where every rule still
/// holds: the stage stays within its phase, and no week gets easier or lighter than the one
/// before it, so in practice stages of equal dose trade places. A refused order is a 422 on
/// `to` saying why. The moved stage is marked edited. Nothing is stored.
struct PreviewOrderInput: Decodable, Sendable {
  var roadmap: RoadmapDTO
  var week: Int
  var to: Int
}

struct PreviewOrderJSON: ResponseEncodable, Sendable {
  var roadmap: RoadmapDTO
}

enum PreviewOrder {
  static func applied(_ input: PreviewOrderInput) throws(APIError) -> PreviewOrderJSON {
    var roadmap = input.roadmap.roadmap
    // The roadmap must be one the planner could have made (a 422 on `roadmap` otherwise).
    _ = try RoadmapInputCheck.checked(roadmap, today: roadmap.createdDay)
    let weeks = 1...roadmap.stages.count
    guard weeks.contains(input.week) else {
      throw .invalid("This roadmap has no week \(input.week)", field: "week")
    }
    guard weeks.contains(input.to) else {
      throw .invalid("A stage moves to a week of this roadmap", field: "to")
    }
    let (from, target) = (input.week - 1, input.to - 1)
    let phase = roadmap.stages[from].phase
    guard roadmap.stages[min(from, target)...max(from, target)].allSatisfy({ $0.phase == phase })
    else {
      throw .invalid("A stage stays within its phase", field: "to")
    }
    var stage = roadmap.stages.remove(at: from)
    if from != target { stage.isEdited = true }
    roadmap.stages.insert(stage, at: target)
    for index in roadmap.stages.indices { roadmap.stages[index].week = index + 1 }
    do {
      try RoadmapCheck.validate(roadmap)
    } catch {
      throw .invalid(reason(error), field: "to")
    }
    return PreviewOrderJSON(roadmap: RoadmapDTO(roadmap))
  }

  private static func reason(_ issue: RoadmapIssue) -> String {
    switch issue {
    case .phaseOrder: return "A stage stays within its phase"
    case .easier, .dose:
      return "Each week asks at least as much as the one before, so this one keeps its place"
    case .unsafe: return "That would ramp up faster than is safe"
    default: return issue.message
    }
  }
}
