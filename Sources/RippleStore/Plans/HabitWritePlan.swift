import RippleCore

/// What a habit write stores, decided over the user's habits, categories and plan as the backend
/// read them in its transaction. Every refusal is a `StoreError` naming the field or the habit.
enum HabitWritePlan {
  /// A new habit among `existing`: a colour from the palette when it has none, placed last in
  /// the order, validated, in a category the user has, and within the plan on `today`.
  static func insert(
    _ habit: Habit, existing: [Habit], categories: [Category], tier: Tier, today: Day
  ) throws(StoreError) -> Habit {
    if existing.contains(where: { $0.id == habit.id }) {
      throw .conflict("A habit with id \(habit.id) already exists")
    }
    var habit = habit
    if habit.color.isEmpty { habit.color = Palette.autoColor(habitCount: existing.count).hex }
    habit.sortOrder = (existing.map(\.sortOrder).max() ?? -1) + 1
    habit = try HabitRules.validated(habit, among: existing)
    try HabitRules.requireCategory(habit.categoryID, in: categories)
    try HabitRules.checkColor(of: habit, before: nil, tier: tier, today: today)
    try HabitRules.checkIcon(of: habit, before: nil, tier: tier, today: today)
    if !habit.isArchived {
      try HabitRules.checkActivation(of: habit, among: existing, tier: tier, today: today)
    }
    return habit
  }

  /// A stored habit replaced by `habit` (keeping its colour when it names none): validated, in a
  /// category the user has, and within the plan on `today` when it becomes active again or its
  /// reminders change. Kept as stored when nothing changed.
  static func update(
    _ habit: Habit, existing: [Habit], categories: [Category], tier: Tier, today: Day
  ) throws(StoreError) -> Planned<Habit> {
    guard let stored = existing.first(where: { $0.id == habit.id }) else {
      throw .habitNotFound(habit.id)
    }
    var habit = habit
    if habit.color.isEmpty { habit.color = stored.color }
    habit = try HabitRules.validated(habit, among: existing)
    try HabitRules.requireCategory(habit.categoryID, in: categories)
    try HabitRules.checkColor(of: habit, before: stored, tier: tier, today: today)
    try HabitRules.checkIcon(of: habit, before: stored, tier: tier, today: today)
    if !habit.isArchived {
      if stored.isArchived {
        try HabitRules.checkActivation(of: habit, among: existing, tier: tier, today: today)
      } else if stored.reminders != habit.reminders {
        try HabitRules.checkReminders(
          of: habit, among: existing, tier: tier, today: today, before: stored)
      }
    }
    return habit == stored ? .keep(stored) : .write(habit)
  }

  /// The habit archived or brought back at `now`; bringing it back must fit the plan on `today`.
  static func setArchived(
    _ id: HabitID, archived: Bool, existing: [Habit], tier: Tier, today: Day, now: Int64
  ) throws(StoreError) -> Planned<Habit> {
    guard var habit = existing.first(where: { $0.id == id }) else { throw .habitNotFound(id) }
    guard habit.isArchived != archived else { return .keep(habit) }
    habit.isArchived = archived
    habit.updatedAt = now
    if !archived {
      try HabitRules.checkActivation(of: habit, among: existing, tier: tier, today: today)
    }
    return .write(habit)
  }

  /// The new places of the habits whose place changes: `ids` first, in that order, then the
  /// habits not listed in their current order. Each id must be a stored habit, listed once.
  static func reorder(
    _ ids: [HabitID], existing: [Habit]
  ) throws(StoreError) -> [(id: HabitID, sortOrder: Int)] {
    let known = Set(existing.map(\.id))
    if let unknown = ids.first(where: { !known.contains($0) }) {
      throw .habitNotFound(unknown)
    }
    guard Set(ids).count == ids.count else {
      throw .invalid(field: "ids", message: "Each habit may appear only once")
    }
    let listed = Set(ids)
    let order = ids + existing.map(\.id).filter { !listed.contains($0) }
    let current = Dictionary(uniqueKeysWithValues: existing.map { ($0.id, $0.sortOrder) })
    return order.enumerated()
      .filter { current[$0.element] != $0.offset }
      .map { (id: $0.element, sortOrder: $0.offset) }
  }

  /// Deleting a habit (and its check-ins) needs it stored.
  static func delete(_ id: HabitID, stored: Habit?) throws(StoreError) {
    guard stored != nil else { throw .habitNotFound(id) }
  }
}
