import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  public func backup(for user: UserID, now: Int64) async throws -> BackupDocument {
    var document = try await read { db in
      let habits = try HabitColumns.all(db, user: user)
      var checkIns: [CheckIn] = []
      for habit in habits {
        checkIns += try CheckInColumns.history(db, user: user, habit: habit.id, from: nil)
      }
      return BackupDocument(
        exportedAt: now, settings: try SettingsColumns.fetch(db, user: user),
        categories: try CategoryColumns.all(db, user: user), habits: habits, checkIns: checkIns,
        goals: try GoalColumns.all(db, user: user),
        reflections: try ReflectionColumns.all(db, user: user, goal: nil),
        icons: try IconColumns.named(by: habits, db, user: user))
    }
    document.keepPartnerShares(try await backedUpPartnerShares(of: user))
    document.privateMode = try await backedUpPrivateMode(of: user)
    return document
  }

}
