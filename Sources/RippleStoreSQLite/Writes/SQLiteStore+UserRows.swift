import GRDB
import RippleCore
import RippleStore

/// The SQL behind the user-data reads and writes of `UserRowStore`: the rows asked for (on a
/// reader, or in the write transaction), and the statements that store what a write planned
/// (`UserRowStatements`), in one GRDB write transaction.
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
      for statement in UserRowStatements.storing(planned.writes, user: user, change: change) {
        try db.run(statement)
      }
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
      goals: wanted.goals ? try GoalColumns.all(db, user: user) : nil,
      goal: try wanted.goal.flatMap { try GoalColumns.find(db, user: user, id: $0) },
      reflections: try wanted.reflections.map {
        try ReflectionColumns.all(db, user: user, goal: $0)
      },
      change: wanted.changeSequence ? try db.changeSequence(for: user) : nil,
      logs: try wanted.logs.map { try logs(db, user: user, filter: $0.filter, from: $0.from) }
    )
  }
}
