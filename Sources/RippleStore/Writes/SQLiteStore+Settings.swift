import GRDB
import RippleCore

extension SQLiteStore {
  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    let settings = try SettingsRules.validated(settings)
    return try await write { db in
      var settings = settings
      let stored = try SettingsColumns.fetch(db, user: user)
      settings.tier = stored.tier
      guard stored != settings else { return settings }
      try SettingsColumns.save(settings, user: user, change: try db.nextChange(for: user), db)
      return settings
    }
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await write { db in
      var settings = try SettingsColumns.fetch(db, user: user)
      guard settings.tier != tier else { return settings }
      settings.tier = tier
      try SettingsColumns.save(settings, user: user, change: try db.nextChange(for: user), db)
      return settings
    }
  }
}
