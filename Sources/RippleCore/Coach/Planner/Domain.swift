/// What a goal is about, recognised from its words; each domain has its own ladder of habits.
public enum Domain: String, CaseIterable, Sendable {
  case running
  case walking
  case swimming
  case cycling
  case strength
  /// Training with weights at a gym: sets, reps and rest days.
  case gym
  case flexibility
  case meditation
  case sleep
  case wakeTime = "wake_time"
  case nutrition
  case cooking
  case reading
  case writing
  case language
  case instrument
  case study
  case declutter
  case saving
  case debt
  case spending
  case social
  case meetingPeople = "meeting_people"
  case screenTime = "screen_time"
  /// A phone-free time before bed.
  case phoneFree = "phone_free"
  case smoking
  case sugar
  case alcohol
  /// A yes/no habit once a day: flossing, three good things, vitamins, making the bed.
  case dailyHabit = "daily_habit"
  /// No domain recognised: a ladder of time spent on the goal itself.
  case general

  /// "Running and cardio".
  public var title: String {
    switch self {
    case .running: return "Running"
    case .walking: return "Walking and steps"
    case .swimming: return "Swimming"
    case .cycling: return "Cycling"
    case .strength: return "Strength"
    case .gym: return "Gym training"
    case .flexibility: return "Flexibility and yoga"
    case .meditation: return "Meditation and mindfulness"
    case .sleep: return "Sleep"
    case .wakeTime: return "Wake-up time"
    case .nutrition: return "Hydration and nutrition"
    case .cooking: return "Cooking at home"
    case .reading: return "Reading"
    case .writing: return "Writing and journaling"
    case .language: return "Language learning"
    case .instrument: return "Instrument practice"
    case .study: return "Studying a skill"
    case .declutter: return "Decluttering"
    case .saving: return "Saving money"
    case .debt: return "Paying down debt"
    case .spending: return "Spending less"
    case .social: return "Social connection"
    case .meetingPeople: return "Meeting new people"
    case .screenTime: return "Less screen time"
    case .phoneFree: return "A phone-free hour before bed"
    case .smoking: return "Cutting down smoking"
    case .sugar: return "Cutting down sugar"
    case .alcohol: return "Cutting down alcohol"
    case .dailyHabit: return "A daily habit"
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
