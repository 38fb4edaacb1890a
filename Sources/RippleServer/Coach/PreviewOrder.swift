import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `POST /goals/preview/order`: a previewed roadmap with one stage moved to another week of its
/// phase (before the goal exists), where the engine's `StageOrder` allows it. A refused order
/// is a 422 on `to` saying why. Nothing is stored.
struct PreviewOrderInput: Decodable, Sendable {
  var roadmap: RoadmapDTO
  var week: Int
  var to: Int
}

enum PreviewOrder {
  static func applied(_ input: PreviewOrderInput) throws(APIError) -> PreviewOrderJSON {
    let roadmap = input.roadmap.roadmap
    // The roadmap must be one the planner could have made (a 422 on `roadmap` otherwise).
    _ = try RoadmapInputCheck.checked(roadmap, today: roadmap.createdDay)
    guard (1...roadmap.stages.count).contains(input.week) else {
      throw .invalid("This roadmap has no week \(input.week)", field: "week")
    }
    do {
      let moved = try StageOrder.moving(roadmap, week: input.week, to: input.to)
      return PreviewOrderJSON(moved)
    } catch {
      throw .invalid(error.message, field: "to")
    }
  }
}
