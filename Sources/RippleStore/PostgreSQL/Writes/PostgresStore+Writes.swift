import PostgresNIO
import RippleCore

extension PostgresStore {
  // MARK: Habits

  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await write(for: user) { connection in
      try HabitWritePlan.delete(
        id, stored: try await PostgresTables.storedHabit(connection, user: user, id: id))
      try await connection.run(
        "DELETE FROM habits WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)")
      _ = try await connection.nextChange(for: user)
      try await connection.markReset(for: user)
    }
  }

  public func reorderHabits(_ ids: [HabitID], for user: UserID) async throws {
    try await write(for: user) { connection in
      let moves = try HabitWritePlan.reorder(
        ids, existing: try await PostgresTables.habits(connection, user: user))
      guard !moves.isEmpty else { return }
      let change = try await connection.nextChange(for: user)
      for move in moves {
        try await connection.run(
          """
          UPDATE habits SET sort_order = \(move.sortOrder), change_seq = \(change)
          WHERE user_id = \(user.rawValue) AND id = \(move.id.rawValue)
          """)
      }
    }
  }

  // MARK: Categories

  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await write(for: user) { connection in
      try CategoryWritePlan.delete(
        id, existing: try await PostgresTables.categories(connection, user: user))
      let change = try await connection.nextChange(for: user)
      try await connection.run(
        """
        UPDATE habits SET category_id = NULL, change_seq = \(change)
        WHERE user_id = \(user.rawValue) AND category_id = \(id.rawValue)
        """)
      try await connection.run(
        "DELETE FROM categories WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)")
      try await connection.markReset(for: user)
    }
  }
}
