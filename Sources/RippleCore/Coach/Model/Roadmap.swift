/// A goal's plan: stages of one week each, or on a long timeline of several weeks, covering the
/// weeks the person chose. Every version a goal has had is kept.
public struct Roadmap: Hashable, Sendable {
  /// 1 for the planner's roadmap, then one more for each change to the plan.
  public var version: Int
  public var stages: [Stage]
  public var difficulty: Difficulty
  public var domain: Domain
  public var planner: PlannerInfo
  public var createdDay: Day
  /// Why this version exists.
  public var change: RoadmapChange
  /// The target, baseline and finish, and whether the finish reaches the target.
  public var aim: RoadmapAim

  public init(
    version: Int = 1, stages: [Stage], difficulty: Difficulty, domain: Domain,
    planner: PlannerInfo, createdDay: Day, change: RoadmapChange = .created,
    aim: RoadmapAim = RoadmapAim()
  ) {
    self.aim = aim
    self.version = version
    self.stages = stages
    self.difficulty = difficulty
    self.domain = domain
    self.planner = planner
    self.createdDay = createdDay
    self.change = change
  }

  /// The weeks the stages cover together.
  public var totalWeeks: Int { stages.reduce(0) { $0 + $1.weeks } }

  /// The week (1-based) in which the stage at `index` begins.
  public func firstWeek(of index: Int) -> Int {
    stages.prefix(index).reduce(1) { $0 + $1.weeks }
  }

  /// Numbers the stages 1, 2, 3… in order.
  mutating func renumber() {
    for index in stages.indices { stages[index].week = index + 1 }
  }
}

/// How gently a roadmap starts.
public enum Difficulty: String, CaseIterable, Sendable {
  /// Past attempts found it too hard or had no time: a smaller start, a longer foundation.
  case gentle
  case standard
}

/// Which planner made a roadmap.
public struct PlannerInfo: Hashable, Sendable {
  public var name: String
  public var version: Int

  public init(name: String, version: Int) {
    self.name = name
    self.version = version
  }
}

/// Why a roadmap version was made.
public enum RoadmapChange: String, CaseIterable, Sendable {
  case created
  case simplified
  case extended
  case recalibrated
  case returnedToOriginal = "returned_to_original"
}
