import RippleCore

/// Restored and imported habits are the user's own data: when the tier has no room for all of
/// them as active habits, the ones past the limit are stored archived instead of refused. A
/// restore's categories fit the tier too: those past its category limit are left out and their
/// habits restored without a category, so no file lifts a limit a write would keep.
enum TierFit {
  /// What a restore stores of a backup's categories and habits.
  struct Restore {
    var categories: [Category]
    var habits: [Habit]
    /// The names of the habits stored archived.
    var archived: [String]
    /// The names of the categories left out.
    var droppedCategories: [String]
  }

  /// A backup's `categories` and `habits` fitted to the plan, the user having nothing else.
  static func restore(
    categories: [Category], habits: [Habit], tier: Tier, today: Day
  ) -> Restore {
    let kept = fitted(categories, tier: tier, today: today)
    let keptIDs = Set(kept.categories.map(\.id))
    let homed = habits.map { habit in
      guard let category = habit.categoryID, !keptIDs.contains(category) else { return habit }
      var habit = habit
      habit.categoryID = nil
      return habit
    }
    let fit = fitted(homed, activeCount: 0, tier: tier, today: today)
    return Restore(
      categories: kept.categories, habits: fit.habits, archived: fit.archived,
      droppedCategories: kept.dropped)
  }

  /// The first of `categories` (by sort order) the plan has room for, and the names of the rest.
  static func fitted(
    _ categories: [Category], tier: Tier, today: Day
  ) -> (categories: [Category], dropped: [String]) {
    guard let limit = PlanLimits(tier: tier, today: today).categories, categories.count > limit
    else { return (categories, []) }
    let ordered = categories.enumerated()
      .sorted { ($0.element.sortOrder, $0.offset) < ($1.element.sortOrder, $1.offset) }
      .map(\.element)
    let kept = Set(ordered.prefix(limit).map(\.id))
    return (categories.filter { kept.contains($0.id) }, ordered.dropFirst(limit).map(\.name))
  }

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
