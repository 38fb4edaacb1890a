/// What a goal is about, recognised from its words; each domain has its own ladder of habits.
public enum Domain: String, CaseIterable, Sendable {
  case running
  case strength
  case flexibility
  case meditation
  case sleep
  case nutrition
  case reading
  case writing
  case language
  case instrument
  case study
  case declutter
  case saving
  case social
  case screenTime = "screen_time"
  case smoking
  case sugar
  case alcohol
  /// No domain recognised: a ladder of time spent on the goal itself.
  case general

  /// "Running and cardio".
  public var title: String {
    switch self {
    case .running: return "Running and cardio"
    case .strength: return "Strength"
    case .flexibility: return "Flexibility and yoga"
    case .meditation: return "Meditation and mindfulness"
    case .sleep: return "Sleep"
    case .nutrition: return "Hydration and nutrition"
    case .reading: return "Reading"
    case .writing: return "Writing and journaling"
    case .language: return "Language learning"
    case .instrument: return "Instrument practice"
    case .study: return "Studying a skill"
    case .declutter: return "Decluttering"
    case .saving: return "Saving money"
    case .social: return "Social connection"
    case .screenTime: return "Less screen time"
    case .smoking: return "Cutting down smoking"
    case .sugar: return "Cutting down sugar"
    case .alcohol: return "Cutting down alcohol"
    case .general: return "Your goal"
    }
  }

  /// Cutting-down domains, whose habits are "at most" limits.
  public var isCuttingDown: Bool {
    switch self {
    case .smoking, .sugar, .alcohol, .screenTime: return true
    default: return false
    }
  }
}
