import GRDB
import RippleCore

extension SQLiteStore {
  public func clearAll(for user: UserID) async throws {
    try await write { db in
      try UserData.remove(user, db)
      // Notification settings go back to defaults too, and the calendar link stops working;
      // this browser's push subscriptions stay, as the devices did not change.
      for table in ["notification_preferences", "reminder_snoozes", "calendar_tokens"] {
        try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ?", arguments: [user.rawValue])
      }
      // Erasing everything includes the licences (they name the holder); pasting one again
      // restores the plan. A backup restore, which also goes through `UserData.remove`, keeps them.
      try db.execute(sql: "DELETE FROM licences WHERE user_id = ?", arguments: [user.rawValue])
      _ = try db.nextChange(for: user)
      try db.markReset(for: user)
    }
  }

  public func backup(for user: UserID, now: Int64) async throws -> BackupDocument {
    try await read { db in
      let habits = try HabitColumns.all(db, user: user)
      var checkIns: [CheckIn] = []
      for habit in habits {
        checkIns += try CheckInColumns.history(db, user: user, habit: habit.id, from: nil)
      }
      return BackupDocument(
        exportedAt: now, settings: try SettingsColumns.fetch(db, user: user),
        categories: try CategoryColumns.all(db, user: user), habits: habits, checkIns: checkIns,
        goals: try GoalColumns.all(db, user: user),
        reflections: try ReflectionColumns.all(db, user: user, goal: nil))
    }
  }

  public func restore(
    _ document: BackupDocument, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    let document = try await FileReadingPool.shared.run {
      try BackupValidation.validated(document)
    }
    return try await write { db in
      let stored = try SettingsColumns.fetch(db, user: user)
      let plan = DataWritePlan.restore(
        document, stored: stored, tier: self.plans.applied(to: stored.tier), today: today)
      let document = plan.document
      try UserData.remove(user, db)
      let change = try db.nextChange(for: user)
      try db.markReset(for: user)
      try SettingsColumns.save(document.settings, user: user, change: change, db)
      for category in document.categories {
        try CategoryColumns.save(category, user: user, change: change, db)
      }
      try UserData.insert(
        habits: document.habits, checkIns: document.checkIns, user: user, change: change, db)
      for goal in document.goals { try GoalColumns.save(goal, user: user, change: change, db) }
      for reflection in document.reflections {
        try ReflectionColumns.save(reflection, user: user, change: change, db)
      }
      return plan.summary
    }
  }

  public func importBundle(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws
    -> ImportSummary
  {
    try await write { db in
      let plan = try DataWritePlan.importBundle(
        bundle, existing: try HabitColumns.all(db, user: user),
        categories: try CategoryColumns.all(db, user: user), tier: try self.plans.tier(db, user),
        today: today)
      guard !plan.isEmpty else { return plan.summary }
      try UserData.insert(
        habits: plan.habits, checkIns: plan.checkIns, user: user,
        change: try db.nextChange(for: user), db)
      return plan.summary
    }
  }
}
