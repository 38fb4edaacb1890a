extension TodayCard {
  /// The grace-period banner: "Streak at risk! Complete Read in the next 4 hours to
  /// keep your 12-day streak alive." Weekly streaks count weeks. A limit
  /// habit is never asked to be completed: "Streak at risk! Coffee has reached today's limit: one
  /// more ends your 12-day streak." Nil when the streak is not at risk.
  public var atRiskMessage: String? {
    guard streak.atRisk else { return nil }
    let length = "\(streak.current)-\(streak.unit.rawValue) streak"
    if habit.isLimit {
      return
        "Streak at risk! \(habit.name) has reached today's limit: one more ends your \(length)."
    }
    let hours = streak.hoursLeft ?? 0
    return
      "Streak at risk! Complete \(habit.name) in the next \(hours) \(hours == 1 ? "hour" : "hours") to keep your \(length) alive."
  }
}

extension Habit {
  /// An "at most" numeric habit: doing nothing keeps it.
  public var isLimit: Bool {
    if case .numeric(_, _, .atMost) = measure { return true }
    return false
  }
}

extension StreakStatus {
  /// A limit habit's streak is at risk only when today's logged amount has reached the limit,
  /// so that one more would exceed it; a day with nothing logged keeps the streak.
  func limited(by measure: Measure, today checkIn: CheckIn?, hoursLeft: Int) -> StreakStatus {
    guard case .numeric(let limit, _, .atMost) = measure else { return self }
    var status = self
    let reached = checkIn?.state == .done && limit > 0 && checkIn?.value == limit
    status.atRisk = reached && current > 0
    status.hoursLeft = status.atRisk ? hoursLeft : nil
    return status
  }
}
