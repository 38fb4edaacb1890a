import RippleCore

/// What a write is worth celebrating; clients celebrate exactly this.
public struct CelebrationJSON: WireObject, Sendable {
  public var celebration: Celebration

  public init(_ celebration: Celebration) { self.celebration = celebration }

  public static let wireName = "Celebration"
  public static let wireSummary =
    "What a write earned: a segment filled, the weekly goal, a perfect day, a milestone"
  public static let wireFields: [WireField<CelebrationJSON>] = [
    WireField("segmentFilled") { $0.celebration.segmentFilled },
    WireField("weeklyGoalReached") { $0.celebration.weeklyGoalReached },
    WireField("perfectDay") { $0.celebration.perfectDay },
    .optional("milestone") { $0.celebration.milestone.map(MilestoneJSON.init) },
  ]
}

/// A streak milestone reached by a write.
public struct MilestoneJSON: WireObject, Sendable {
  public var milestone: Milestone

  public init(_ milestone: Milestone) { self.milestone = milestone }

  public static let wireName = "Milestone"
  public static let wireSummary = "A streak milestone the write reached"
  public static let wireFields: [WireField<MilestoneJSON>] = [
    WireField("days") { $0.milestone.days },
    WireField("intensity", as: .words(CelebrationIntensity.self)) {
      $0.milestone.intensity.rawValue
    },
    WireField("message") { $0.milestone.message },
  ]
}
