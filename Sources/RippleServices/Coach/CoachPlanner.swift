import RippleCore

/// Makes roadmaps: the model planner when one is configured and answers well in time, else
/// the built-in planner, so a roadmap always arrives.
public struct CoachPlanner: Sendable {
  public let model: ModelPlannerClient?
  public let builtIn = BuiltInPlanner()

  public init(model: ModelPlannerConfiguration? = nil) {
    self.model = model.map(ModelPlannerClient.init)
  }

  /// A roadmap, and when the model was asked but not used, why.
  public struct Planned: Sendable {
    public var roadmap: Roadmap
    public var fallbackReason: String?
  }

  /// The alternative "Try a different roadmap" offers after `variant`: the next one whose plan
  /// differs from the others for `goal`.
  public func nextVariant(
    after variant: RoadmapVariant, for goal: Goal, today: Day
  )
    -> RoadmapVariant
  {
    builtIn.nextVariant(after: variant, for: goal, today: today)
  }

  /// The roadmap for `goal` (the alternative `variant` of the built-in planner's), adjusted for
  /// what got in the way before (see `ObstacleAdjustments`); `reminder` is the time the person
  /// chose to be reminded.
  public func roadmap(
    for goal: Goal, today: Day, reminder: Reminder? = nil, variant: RoadmapVariant = .standard
  ) async -> Planned {
    var planned = await unadjusted(for: goal, today: today, variant: variant)
    planned.roadmap = ObstacleAdjustments.applied(
      to: planned.roadmap, attempts: goal.pastAttempts, reminder: reminder)
    return planned
  }

  /// The longest timeline a model plans: its roadmap has a stage a week.
  public static let modelWeeks = 12

  private func unadjusted(for goal: Goal, today: Day, variant: RoadmapVariant) async -> Planned {
    let fallback = builtIn.roadmap(for: goal, today: today, variant: variant)
    guard let model, variant == .standard else {
      return Planned(roadmap: fallback, fallbackReason: nil)
    }
    guard goal.plannedWeeks <= Self.modelWeeks else {
      return Planned(
        roadmap: fallback,
        fallbackReason:
          "Timelines over \(Self.modelWeeks) weeks are planned by the built-in planner, in "
          + "stages of several weeks")
    }
    switch await model.roadmap(for: goal, domain: fallback.domain, today: today) {
    case .success(let roadmap): return Planned(roadmap: roadmap, fallbackReason: nil)
    case .failure(let problem): return Planned(roadmap: fallback, fallbackReason: problem.message)
    }
  }
}
