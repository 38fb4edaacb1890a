import RippleCore

/// Restored and imported habits are the user's own data: when the plan has no room for all of
/// them as active habits, the ones past the limit are stored archived instead of refused.
enum PlanFit {
  /// `habits` with those over the active-habit limit archived, and their names.
  static func fitted(
    _ habits: [Habit], activeCount: Int, tier: Tier, today: Day
  ) -> (habits: [Habit], archived: [String]) {
    let over = Set(
      TierLimits.overActiveLimit(habits, activeCount: activeCount, tier: tier, today: today))
    guard !over.isEmpty else { return (habits, []) }
    var archived: [String] = []
    let habits = habits.map { habit in
      guard over.contains(habit.id) else { return habit }
      archived.append(habit.name)
      var habit = habit
      habit.isArchived = true
      return habit
    }
    return (habits, archived)
  }
}
