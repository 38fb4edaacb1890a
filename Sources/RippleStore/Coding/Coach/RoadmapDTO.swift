import RippleCore

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

  struct Planner: Codable {
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
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(roadmap.version, forKey: .version)
    try container.encode(
      roadmap.stages.indices.map {
        StageDTO(roadmap.stages[$0], firstWeek: roadmap.firstWeek(of: $0))
      },
      forKey: .stages)
    try container.encode(roadmap.difficulty.rawValue, forKey: .difficulty)
    try container.encode(roadmap.domain.rawValue, forKey: .domain)
    try container.encode(
      Planner(name: roadmap.planner.name, version: roadmap.planner.version), forKey: .planner)
    try container.encode(roadmap.createdDay.text, forKey: .createdDay)
    try container.encode(roadmap.change.rawValue, forKey: .change)
    let aim = roadmap.aim
    try container.encode(aim.target.map(QuantityDTO.init), forKey: .target)
    try container.encode(aim.baseline.map(QuantityDTO.init), forKey: .baseline)
    try container.encode(aim.finish.map(QuantityDTO.init), forKey: .finish)
    try container.encode(aim.reachesTarget, forKey: .reachesTarget)
    try container.encode(aim.advice, forKey: .advice)
    try container.encode(aim.summary, forKey: .summary)
    try container.encode(aim.variant.rawValue, forKey: .variant)
    try container.encode(aim.safety, forKey: .safety)
    try container.encode(aim.suggestedWeeks, forKey: .suggestedWeeks)
    try container.encode(roadmap.totalWeeks, forKey: .weeks)
  }
}
