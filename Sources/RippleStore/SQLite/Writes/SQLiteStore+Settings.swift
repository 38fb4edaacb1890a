import GRDB
import RippleCore

extension SQLiteStore {
  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    try await write { db in
      let planned = try SettingsWritePlan.save(
        settings, stored: try SettingsColumns.fetch(db, user: user))
      return try self.save(planned, user: user, db)
    }
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await write { db in
      let planned = SettingsWritePlan.savePlan(
        tier, stored: try SettingsColumns.fetch(db, user: user))
      return try self.save(planned, user: user, db)
    }
  }

  /// Stores planned settings under a new change, unless the plan keeps the stored ones.
  func save(_ planned: Planned<Settings>, user: UserID, _ db: Database) throws -> Settings {
    if case .write(let settings) = planned {
      try SettingsColumns.save(settings, user: user, change: try db.nextChange(for: user), db)
    }
    return planned.value
  }
}
