import RippleCore
import RippleWire

/// A roadmap as JSON: `{"version", "stages", "difficulty", "domain", "planner": {"name",
/// "version"}, "createdDay", "change", "target", "baseline", "finish" ({"amount", "unit"} or
/// null), "reachesTarget", "advice", "summary", "variant", "safety", "suggestedWeeks",
/// "weeks"}`; roadmaps stored before the aim existed read with none, and those stored before
/// its safety lines and suggested weeks with none of those ("weeks", the stages' weeks
/// together, is written for readers and not read back).
public struct RoadmapDTO: Codable, Sendable, Equatable {
  public var roadmap: Roadmap

  public init(_ roadmap: Roadmap) { self.roadmap = roadmap }

  enum CodingKeys: String, CodingKey {
    case version, stages, difficulty, domain, planner, createdDay, change, target, baseline,
      finish, reachesTarget, advice, summary, variant, safety, suggestedWeeks, weeks
  }

  struct Planner: Decodable {
    var name: String
    var version: Int
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let planner = try container.decode(Planner.self, forKey: .planner)
    roadmap = Roadmap(
      version: try container.decode(Int.self, forKey: .version),
      stages: try container.decode([StageDTO].self, forKey: .stages).map(\.stage),
      difficulty: try container.decodeCode(Difficulty.self, .difficulty),
      domain: try container.decodeCode(Domain.self, .domain),
      planner: PlannerInfo(name: planner.name, version: planner.version),
      createdDay: try container.decodeDay(.createdDay),
      change: try container.decodeCode(RoadmapChange.self, .change),
      aim: RoadmapAim(
        target: try container.decodeIfPresent(QuantityDTO.self, forKey: .target)?.quantity,
        baseline: try container.decodeIfPresent(QuantityDTO.self, forKey: .baseline)?.quantity,
        finish: try container.decodeIfPresent(QuantityDTO.self, forKey: .finish)?.quantity,
        reachesTarget: try container.decodeIfPresent(Bool.self, forKey: .reachesTarget) ?? true,
        advice: try container.decodeIfPresent(String.self, forKey: .advice),
        summary: try container.decodeIfPresent(String.self, forKey: .summary) ?? "",
        variant: try container.contains(.variant)
          ? container.decodeCode(RoadmapVariant.self, .variant) : .standard,
        safety: try container.decodeIfPresent([String].self, forKey: .safety) ?? [],
        suggestedWeeks: try container.decodeIfPresent(Int.self, forKey: .suggestedWeeks)))
  }

  public func encode(to encoder: any Encoder) throws {
    try RoadmapWire(roadmap).encodeWire(to: encoder)
  }
}
