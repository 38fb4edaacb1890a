import GRDB
import RippleCore

/// The SQL behind the user-data reads and writes of `UserRowStore`: the rows asked for (on a
/// reader, or in the write transaction) and the rows a write stores, in one GRDB write transaction.
extension SQLiteStore: UserRowStore {
  /// One statement is a lookup on the calling thread (no hop to a reader, as a signed-in
  /// request's reads are); more are read together in one snapshot on a reader.
  public func readRows(for user: UserID, reading wanted: UserRows.Wanted) async throws -> UserRows {
    if wanted.isOneStatement { return try readNow { db in try rows(wanted, user: user, db) } }
    return try await read { db in try self.rows(wanted, user: user, db) }
  }

  public func writeRows<Value: Sendable>(
    for user: UserID, reading wanted: UserRows.Wanted,
    _ plan: @escaping @Sendable (UserRows) throws -> UserRowPlan<Value>
  ) async throws -> Value {
    try await write { db in
      let planned = try plan(try self.rows(wanted, user: user, db))
      guard !planned.writes.isEmpty else { return planned.value }
      let change = try db.nextChange(for: user)
      for row in planned.writes { try Self.store(row, user: user, change: change, db) }
      return planned.value
    }
  }

  private func rows(
    _ wanted: UserRows.Wanted, user: UserID, _ db: Database
  ) throws -> UserRows {
    UserRows(
      settings: wanted.settings ? try SettingsColumns.fetch(db, user: user) : nil,
      habits: try wanted.habits.map { try HabitColumns.all(db, user: user, filter: $0) },
      habit: try wanted.habit.flatMap { try HabitColumns.one(db, user: user, id: $0) },
      categories: wanted.categories ? try CategoryColumns.all(db, user: user) : nil,
      goal: try wanted.goal.flatMap { try GoalColumns.find(db, user: user, id: $0) },
      reflections: try wanted.reflections.map {
        try ReflectionColumns.all(db, user: user, goal: $0)
      },
      change: wanted.changeSequence ? try db.changeSequence(for: user) : nil,
      logs: try wanted.logs.map { try logs(db, user: user, filter: $0.filter, from: $0.from) }
    )
  }

  private static func store(
    _ row: UserRowWrite, user: UserID, change: Int64, _ db: Database
  ) throws {
    switch row {
    case .settings(let settings): try SettingsColumns.save(settings, user: user, change: change, db)
    case .habit(let habit): try HabitColumns.save(habit, user: user, change: change, db)
    case .checkIn(let checkIn): try CheckInColumns.save(checkIn, user: user, change: change, db)
    case .category(let category):
      try CategoryColumns.save(category, user: user, change: change, db)
    case .goal(let goal): try GoalColumns.save(goal, user: user, change: change, db)
    case .reflection(let reflection):
      try ReflectionColumns.save(reflection, user: user, change: change, db)
    case .sortOrder(let habit, let sortOrder):
      try db.run(UserRowStatements.sortOrder(habit, sortOrder, user: user, change: change))
    case .removeHabit(let habit):
      let arguments: StatementArguments = [user.rawValue, habit.rawValue]
      try db.execute(
        sql: "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ?", arguments: arguments)
      try db.execute(sql: "DELETE FROM habits WHERE user_id = ? AND id = ?", arguments: arguments)
      try db.run(ChangeStatements.markReset(user))
    case .removeCategory(let category):
      for statement in UserRowStatements.removeCategory(category, user: user, change: change) {
        try db.run(statement)
      }
    case .erase(let erasure):
      for statement in ErasureStatements.erasing(erasure, of: user) { try db.run(statement) }
      try db.run(ChangeStatements.markReset(user))
    }
  }
}
