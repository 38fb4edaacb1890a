import GRDB
import RippleCore

/// Habit inserts and updates inside a caller's transaction, so a goal and its linked habit are
/// written together: the rows `HabitWritePlan` needs, then what it decided.
enum HabitWrites {
  static func insert(
    _ habit: Habit, user: UserID, today: Day, plans: PlanPolicy, _ db: Database
  ) throws -> Habit {
    let habit = try HabitWritePlan.insert(
      habit, existing: try HabitColumns.all(db, user: user),
      categories: try CategoryColumns.all(db, user: user), tier: try plans.tier(db, user),
      today: today)
    try HabitColumns.save(habit, user: user, change: try db.nextChange(for: user), db)
    return habit
  }

  static func update(
    _ habit: Habit, user: UserID, today: Day, plans: PlanPolicy, _ db: Database
  ) throws -> Habit {
    let planned = try HabitWritePlan.update(
      habit, existing: try HabitColumns.all(db, user: user),
      categories: try CategoryColumns.all(db, user: user), tier: try plans.tier(db, user),
      today: today)
    return try save(planned, user: user, db)
  }

  /// Stores a planned habit under a new change, unless the plan keeps the stored one.
  static func save(_ planned: Planned<Habit>, user: UserID, _ db: Database) throws -> Habit {
    if case .write(let habit) = planned {
      try HabitColumns.save(habit, user: user, change: try db.nextChange(for: user), db)
    }
    return planned.value
  }
}
