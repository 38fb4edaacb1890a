/// What a progression rule plans from: the goal's words and stated target, how often the goal
/// says, where the person is now, the weeks, how gently to start, and which alternative was asked
/// for.
struct PlanContext: Sendable {
  var domain: Domain
  var words: [String]
  var what: String
  var why: String
  var target: GoalTarget?
  /// The days a week the goal names ("every day" is 7, "3 times a week" 3); nil when none.
  var frequency: Int?
  /// In the domain's baseline unit: the answer, or the question's careful default.
  var baseline: Double
  var baselineGiven: Bool
  var weeks: Int
  var obstacles: [Obstacle]
  var variant: RoadmapVariant
  /// The day week 1 holds, for dates the plan names (a quit date).
  var startDay: Day
  /// How many distinct doses the weeks have room for; a progression gives about this many,
  /// more when the target needs them at the safest pace, fewer when its steps cannot be finer.
  var count: Int

  /// "Too hard", "no time" or "health" got in the way, or the gentler alternative: a smaller
  /// start and smaller steps.
  var gentle: Bool {
    variant == .gentler || obstacles.contains(.tooHard) || obstacles.contains(.time) || health
  }
  var health: Bool { obstacles.contains(.health) }
  /// Shorter sessions: "no time" got in the way, or the shorter alternative.
  var shortSessions: Bool { obstacles.contains(.time) || variant == .shorter }
  /// How big a step may be, against the rule's usual step.
  var stepScale: Double {
    switch variant {
    case .gentler: return 0.6
    case .bolder: return health ? 1 : 1.3
    default: return health || gentle ? 0.8 : 1
    }
  }
  /// The person's "why" speaks of a doctor, a diagnosis or a condition.
  var medicalWhy: Bool { MedicalWords.mentioned(in: why) || MedicalWords.mentioned(in: what) }

  /// Whether the goal's words hold `word`.
  func has(_ word: String) -> Bool { words.contains(word) }

  /// Whether the goal's words hold a word starting with one of `stems`.
  func mentions(_ stems: [String]) -> Bool {
    words.contains { word in stems.contains { word.hasPrefix($0) } }
  }
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

  /// The alternative "Try a different roadmap" offers after this one, of all four.
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

/// One dose with its words: what a stage built on it says.
struct WeekDose: Sendable {
  var dose: Dose
  var name: String
  var action: String
  /// What this dose builds, for the rationale ("continuous running", "a bedtime that holds").
  var builds: String
  var measure: Measure
  var criterion: Int
  /// Asks less than the dose before on purpose, and says so in its name.
  var isStepBack: Bool = false
  /// The dose in words when its amount and unit alone do not say it ("runs of 90 seconds with
  /// walks between"); the days are added where a sentence needs them.
  var words: String? = nil
}
