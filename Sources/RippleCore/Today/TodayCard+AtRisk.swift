extension TodayCard {
  /// The grace-period banner (spec 004): "Streak at risk! Complete Read in the next 4 hours to
  /// keep your 12-day streak alive." Weekly streaks count weeks ("your 3-week streak"). Nil
  /// when the streak is not at risk.
  public var atRiskMessage: String? {
    guard streak.atRisk else { return nil }
    let hours = streak.hoursLeft ?? 0
    return
      "Streak at risk! Complete \(habit.name) in the next \(hours) \(hours == 1 ? "hour" : "hours") to keep your \(streak.current)-\(streak.unit.rawValue) streak alive."
  }
}
