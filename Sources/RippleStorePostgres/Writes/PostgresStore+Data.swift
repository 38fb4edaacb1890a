import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  /// Read in one REPEATABLE READ transaction: one snapshot, as SQLite's reader sees.
  public func backup(for user: UserID, now: Int64) async throws -> BackupDocument {
    var document = try await transaction { connection in
      try await connection.run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
      let habits = try await PostgresTables.habits(connection, user: user)
      let byHabit = try await PostgresHabitHistories.read(connection, user: user, from: nil)
      return BackupDocument(
        exportedAt: now, settings: try await PostgresTables.settings(connection, user: user),
        categories: try await PostgresTables.categories(connection, user: user),
        habits: habits, checkIns: habits.flatMap { byHabit[$0.id] ?? [] },
        goals: try await PostgresTables.goals(connection, user: user),
        reflections: try await PostgresTables.reflections(connection, user: user, goal: nil),
        icons: try await Self.icons(named: habits, connection, user: user))
    }
    document.keepPartnerShares(try await backedUpPartnerShares(of: user))
    document.privateMode = try await backedUpPrivateMode(of: user)
    return document
  }

}
