import GRDB
import RippleCore

/// Habit inserts and updates inside a caller's transaction, so a goal and its linked habit are
/// written together.
enum HabitWrites {
  /// Validates and checks the tier on `today`, then inserts the habit last in the order.
  static func insert(
    _ habit: Habit, user: UserID, today: Day, plans: PlanPolicy, _ db: Database
  ) throws -> Habit {
    let others = try HabitColumns.all(db, user: user)
    if others.contains(where: { $0.id == habit.id }) {
      throw StoreError.conflict("A habit with id \(habit.id) already exists")
    }
    var habit = habit
    if habit.color.isEmpty { habit.color = Palette.autoColor(habitCount: others.count).hex }
    habit.sortOrder = (others.map(\.sortOrder).max() ?? -1) + 1
    habit = try HabitRules.validated(habit, among: others)
    try HabitRules.requireCategory(habit.categoryID, user: user, db)
    let tier = try plans.tier(db, user)
    try HabitRules.checkColor(of: habit, before: nil, tier: tier, today: today)
    if !habit.isArchived {
      try HabitRules.checkActivation(of: habit, among: others, tier: tier, today: today)
    }
    try HabitColumns.save(habit, user: user, change: try db.nextChange(for: user), db)
    return habit
  }

  /// Validates and checks the tier on `today`, then replaces the stored habit (unless nothing
  /// changed).
  static func update(
    _ habit: Habit, user: UserID, today: Day, plans: PlanPolicy, _ db: Database
  ) throws -> Habit {
    let others = try HabitColumns.all(db, user: user)
    guard let stored = others.first(where: { $0.id == habit.id }) else {
      throw StoreError.habitNotFound(habit.id)
    }
    var habit = habit
    if habit.color.isEmpty { habit.color = stored.color }
    habit = try HabitRules.validated(habit, among: others)
    try HabitRules.requireCategory(habit.categoryID, user: user, db)
    let tier = try plans.tier(db, user)
    try HabitRules.checkColor(of: habit, before: stored, tier: tier, today: today)
    if !habit.isArchived {
      if stored.isArchived {
        try HabitRules.checkActivation(of: habit, among: others, tier: tier, today: today)
      } else if stored.reminders != habit.reminders {
        try HabitRules.checkReminders(
          of: habit, among: others, tier: tier, today: today, before: stored)
      }
    }
    guard habit != stored else { return stored }
    try HabitColumns.save(habit, user: user, change: try db.nextChange(for: user), db)
    return habit
  }
}
