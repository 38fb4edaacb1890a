import GRDB
import RippleCore

extension SQLiteStore {
  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    let settings = try SettingsRules.validated(settings)
    return try await write { db in
      guard try SettingsColumns.fetch(db, user: user) != settings else { return settings }
      try SettingsColumns.save(settings, user: user, change: try db.nextChange(for: user), db)
      return settings
    }
  }
}
