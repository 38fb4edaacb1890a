/// Each domain's progression ladder: seven rungs from a small start to the habit at full size.
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
    }
  }
}
