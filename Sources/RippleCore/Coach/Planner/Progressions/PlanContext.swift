/// What a progression rule plans from: the goal's words and stated target, where the person
/// is now, the weeks, how gently to start, and which alternative was asked for.
struct PlanContext: Sendable {
  var domain: Domain
  var words: [String]
  var what: String
  var target: GoalTarget?
  /// In the domain's baseline unit: the answer, or the question's careful default.
  var baseline: Double
  var baselineGiven: Bool
  var weeks: Int
  var layout: WeekLayout
  var obstacles: [Obstacle]
  var variant: RoadmapVariant

  var gentle: Bool { layout.gentle }
  var health: Bool { obstacles.contains(.health) }
  var shortSessions: Bool { obstacles.contains(.time) || variant == .shorter }
  /// How big a step may be, against the rule's usual step: gentler and bolder alternatives.
  var stepScale: Double {
    switch variant {
    case .gentler: return 0.6
    case .bolder: return health ? 1 : 1.3
    default: return health || gentle ? 0.8 : 1
    }
  }

  /// Weeks that move the dose (the first week sets it; consolidation weeks hold it).
  var stepWeeks: [Int] { (1..<weeks).filter { !layout.isConsolidation($0) } }
}

/// The alternatives "Try a different roadmap" offers, each changing one thing.
public enum RoadmapVariant: String, CaseIterable, Sendable {
  case standard
  /// Smaller steps, more weeks to settle.
  case gentler
  /// Bigger steps where the domain's safety rule allows.
  case bolder
  /// More days a week, each session shorter.
  case shorter

  /// The alternative "Try a different roadmap" offers after this one.
  public var next: RoadmapVariant {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }

  /// What differs, for the alternative's label.
  public var label: String {
    switch self {
    case .standard: return "The coach's plan"
    case .gentler: return "Gentler ramp: smaller weekly steps"
    case .bolder: return "Bolder ramp: bigger weekly steps where it is safe"
    case .shorter: return "Shorter sessions on more days"
    }
  }
}

/// One week's dose with its words.
struct WeekDose: Sendable {
  var dose: Dose
  var name: String
  var action: String
  /// What this dose builds, for the rationale ("continuous running", "a bedtime that holds").
  var builds: String
  var measure: Measure
  var criterion: Int
}

/// A progression's answer: the weeks and where they end against the target.
struct PlannedWeeks: Sendable {
  var weeks: [WeekDose]
  var finish: Quantity
  var reachesTarget: Bool
  var advice: String?
  /// A line every plan of this kind carries (quit support, a clinician), shown with the aim.
  var safety: String?
  /// The target as the plan reads it, in its own unit when it converts one.
  var target: Quantity?
  var baselineUnit: String
}
