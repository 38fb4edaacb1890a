/// The first planner's ladders: seven rungs per domain. Roadmaps it made are still stored, and a
/// stage on one of its rungs is made lighter by the rung below.
enum Ladders {
  static func of(_ domain: Domain) -> [Rung] {
    switch domain {
    case .running: return running
    case .strength: return strength
    case .flexibility: return flexibility
    case .meditation: return meditation
    case .sleep: return sleep
    case .nutrition: return nutrition
    case .reading: return reading
    case .writing: return writing
    case .language: return language
    case .instrument: return instrument
    case .study: return study
    case .declutter: return declutter
    case .saving: return saving
    case .social: return social
    case .screenTime: return screenTime
    case .smoking: return smoking
    case .sugar: return sugar
    case .alcohol: return alcohol
    case .general: return general
    case .walking, .swimming, .cycling, .gym, .wakeTime, .cooking, .debt, .spending,
      .meetingPeople, .phoneFree, .dailyHabit:
      return []
    }
  }
}
