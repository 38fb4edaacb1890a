import PostgresNIO
import RippleCore
import RippleStore

/// The SQL behind the user-data reads and writes of `UserRowStore`: the rows asked for (each
/// statement on its own, or in the write transaction), and the statements that store what a
/// write planned (`UserRowStatements`), in one transaction holding the user's lock.
extension PostgresStore: UserRowStore {
  public func readRows(for user: UserID, reading wanted: UserRows.Wanted) async throws -> UserRows {
    try await read { connection in try await self.rows(wanted, user: user, connection) }
  }

  public func writeRows<Value: Sendable>(
    for user: UserID, reading wanted: UserRows.Wanted,
    _ plan: @escaping @Sendable (UserRows) throws -> UserRowPlan<Value>
  ) async throws -> Value {
    try await write(for: user) { connection in
      let planned = try plan(try await self.rows(wanted, user: user, connection))
      guard !planned.writes.isEmpty else { return planned.value }
      let change = try await connection.nextChange(for: user)
      for statement in UserRowStatements.storing(planned.writes, user: user, change: change) {
        try await connection.run(statement)
      }
      return planned.value
    }
  }

  private func rows(
    _ wanted: UserRows.Wanted, user: UserID, _ connection: PostgresConnection
  ) async throws -> UserRows {
    var rows = UserRows()
    if wanted.settings {
      rows.storedSettings = try await PostgresTables.settings(connection, user: user)
    }
    if let filter = wanted.habits {
      rows.storedHabits = try await PostgresTables.habits(connection, user: user, filter: filter)
    }
    if let habit = wanted.habit {
      rows.habit = try await PostgresTables.storedHabit(connection, user: user, id: habit)
    }
    if wanted.categories {
      rows.storedCategories = try await PostgresTables.categories(connection, user: user)
    }
    if wanted.goals {
      rows.storedGoals = try await PostgresTables.goals(connection, user: user)
    }
    if let goal = wanted.goal {
      rows.goal = try await PostgresTables.findGoal(connection, user: user, id: goal)
    }
    if let goal = wanted.reflections {
      rows.storedReflections = try await PostgresTables.reflections(
        connection, user: user, goal: goal)
    }
    if wanted.changeSequence { rows.storedChange = try await connection.changeSequence(for: user) }
    if let logs = wanted.logs {
      rows.storedLogs = try await self.logs(
        connection, user: user, filter: logs.filter, from: logs.from)
    }
    return rows
  }
}
