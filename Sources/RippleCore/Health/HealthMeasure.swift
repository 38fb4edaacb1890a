/// A daily figure from a health export that a habit can be linked to.
public enum HealthMeasure: String, CaseIterable, Hashable, Sendable {
  case steps
  case workoutMinutes
  case mindfulMinutes
  case sleepHours
  case standHours
  case exerciseMinutes

  /// The measure as a settings screen names it: "Steps", "Workout minutes".
  public var title: String {
    switch self {
    case .steps: return "Steps"
    case .workoutMinutes: return "Workout minutes"
    case .mindfulMinutes: return "Mindful minutes"
    case .sleepHours: return "Sleep hours"
    case .standHours: return "Stand hours"
    case .exerciseMinutes: return "Exercise minutes"
    }
  }

  /// The word a rule's sentence starts with: "Sleep" in "Sleep ≥ 7 hours".
  public var subject: String {
    switch self {
    case .steps: return "Steps"
    case .workoutMinutes: return "Workouts"
    case .mindfulMinutes: return "Mindfulness"
    case .sleepHours: return "Sleep"
    case .standHours: return "Stand"
    case .exerciseMinutes: return "Exercise"
    }
  }

  /// The unit a threshold is written in: "steps", "min", "hours".
  public var unit: String {
    switch self {
    case .steps: return "steps"
    case .workoutMinutes, .mindfulMinutes, .exerciseMinutes: return "min"
    case .sleepHours, .standHours: return "hours"
    }
  }

  /// The largest threshold a rule may ask for: a day holds 24 hours, 1,440 minutes and, for
  /// steps, nobody walks 200,000.
  public var maximumThreshold: Double {
    switch self {
    case .steps: return 200_000
    case .workoutMinutes, .mindfulMinutes, .exerciseMinutes: return 1440
    case .sleepHours, .standHours: return 24
    }
  }
}
