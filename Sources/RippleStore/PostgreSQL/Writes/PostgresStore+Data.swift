import PostgresNIO
import RippleCore

extension PostgresStore {
  public func clearAll(for user: UserID) async throws {
    try await write(for: user) { connection in
      try await PostgresTables.removeUserData(user, connection)
      // As on SQLite: notification settings back to defaults, the calendar link
      // stops working; push subscriptions stay (the devices did not change).
      try await connection.run(
        "DELETE FROM notification_preferences WHERE user_id = \(user.rawValue)")
      try await connection.run("DELETE FROM reminder_snoozes WHERE user_id = \(user.rawValue)")
      try await connection.run("DELETE FROM calendar_tokens WHERE user_id = \(user.rawValue)")
      // As on SQLite: erasing everything includes the licences; a restore keeps them.
      try await connection.run("DELETE FROM licences WHERE user_id = \(user.rawValue)")
      _ = try await connection.nextChange(for: user)
      try await connection.markReset(for: user)
    }
  }

  /// Read in one REPEATABLE READ transaction: one snapshot, as SQLite's reader sees.
  public func backup(for user: UserID, now: Int64) async throws -> BackupDocument {
    try await transaction { connection in
      try await connection.run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
      let habits = try await PostgresTables.habits(connection, user: user)
      let byHabit = Dictionary(
        grouping: try await PostgresTables.checkIns(connection, user: user, from: nil),
        by: \.habitID)
      return BackupDocument(
        exportedAt: now, settings: try await PostgresTables.settings(connection, user: user),
        categories: try await PostgresTables.categories(connection, user: user),
        habits: habits, checkIns: habits.flatMap { byHabit[$0.id] ?? [] },
        goals: try await PostgresTables.goals(connection, user: user),
        reflections: try await PostgresTables.reflections(connection, user: user, goal: nil))
    }
  }

  public func restore(
    _ document: BackupDocument, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    let document = try await FileReadingPool.shared.run {
      try BackupValidation.validated(document)
    }
    return try await write(for: user) { connection in
      let stored = try await PostgresTables.settings(connection, user: user)
      let plan = DataWritePlan.restore(
        document, stored: stored, tier: plans.applied(to: stored.tier), today: today)
      let document = plan.document
      try await PostgresTables.removeUserData(user, connection)
      let change = try await connection.nextChange(for: user)
      try await connection.markReset(for: user)
      try await PostgresTables.saveSettings(
        document.settings, user: user, change: change, connection)
      for category in document.categories {
        try await PostgresTables.saveCategory(category, user: user, change: change, connection)
      }
      try await PostgresTables.insert(
        habits: document.habits, checkIns: document.checkIns, user: user, change: change,
        connection)
      for goal in document.goals {
        try await PostgresTables.saveGoal(goal, user: user, change: change, connection)
      }
      for reflection in document.reflections {
        try await PostgresTables.saveReflection(
          reflection, user: user, change: change, connection)
      }
      return plan.summary
    }
  }

  public func importBundle(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    try await write(for: user) { connection in
      let plan = try DataWritePlan.importBundle(
        bundle, existing: try await PostgresTables.habits(connection, user: user),
        categories: try await PostgresTables.categories(connection, user: user),
        tier: try await limitTier(connection, user), today: today)
      guard !plan.isEmpty else { return plan.summary }
      try await PostgresTables.insert(
        habits: plan.habits, checkIns: plan.checkIns, user: user,
        change: try await connection.nextChange(for: user), connection)
      return plan.summary
    }
  }
}
