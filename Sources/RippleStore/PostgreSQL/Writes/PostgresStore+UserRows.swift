import PostgresNIO
import RippleCore

/// The SQL behind the user-data reads and writes of `UserRowStore`: the rows asked for (each
/// statement on its own, or in the write transaction) and the rows a write stores, in one
/// transaction holding the user's lock.
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
      for row in planned.writes {
        try await Self.store(row, user: user, change: change, connection)
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

  private static func store(
    _ row: UserRowWrite, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    switch row {
    case .settings(let settings):
      try await PostgresTables.saveSettings(settings, user: user, change: change, connection)
    case .habit(let habit):
      try await PostgresTables.saveHabit(habit, user: user, change: change, connection)
    case .checkIn(let checkIn):
      try await PostgresTables.saveCheckIn(checkIn, user: user, change: change, connection)
    case .category(let category):
      try await PostgresTables.saveCategory(category, user: user, change: change, connection)
    case .goal(let goal):
      try await PostgresTables.saveGoal(goal, user: user, change: change, connection)
    case .reflection(let reflection):
      try await PostgresTables.saveReflection(reflection, user: user, change: change, connection)
    case .sortOrder(let habit, let sortOrder):
      try await connection.run(
        UserRowStatements.sortOrder(habit, sortOrder, user: user, change: change))
    case .removeHabit(let habit):
      // Its check-ins go with it (ON DELETE CASCADE).
      try await connection.run(
        "DELETE FROM habits WHERE user_id = \(user.rawValue) AND id = \(habit.rawValue)")
      try await connection.run(ChangeStatements.markReset(user))
    case .removeCategory(let category):
      for statement in UserRowStatements.removeCategory(category, user: user, change: change) {
        try await connection.run(statement)
      }
    case .erase(let erasure):
      for statement in ErasureStatements.erasing(erasure, of: user) {
        try await connection.run(statement)
      }
      try await connection.run(ChangeStatements.markReset(user))
    }
  }
}
