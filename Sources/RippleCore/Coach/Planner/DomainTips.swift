/// The tip each phase adds to a stage's own: never one that ties a habit being cut down to a
/// daily cue (a cigarette with the morning coffee is the habit, not the cure).
enum DomainTips {
  static func of(_ phase: Phase, cuttingDown: Bool, weekly: Bool = false) -> String {
    switch phase {
    case .foundation:
      if weekly { return "Tie it to something that comes every week, like payday." }
      return cuttingDown
        ? "Plan what you'll do instead at the moments you usually reach for it."
        : "Link it to something you already do each day, like brushing your teeth."
    case .building:
      return cuttingDown
        ? "A harder day is not a lost week: the next day starts fresh."
        : "On a busy day, a shorter version still counts as showing up."
    case .mastery: return "Notice how far you've come since week one."
    }
  }
}
