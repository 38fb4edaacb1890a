import GRDB
import RippleCore

extension SQLiteStore {
  public func licences(for user: UserID) async throws -> [String] {
    try await read { db in
      try String.fetchAll(
        db, sql: "SELECT text FROM licences WHERE user_id = ? ORDER BY added_at, text",
        arguments: [user.rawValue])
    }
  }

  public func addLicence(
    _ text: String, giving tier: Tier, for user: UserID, now: Int64
  ) async throws -> Settings {
    try await write { db in
      let change = try db.nextChange(for: user)
      try db.execute(
        sql: "INSERT OR IGNORE INTO licences (user_id, text, added_at) VALUES (?, ?, ?)",
        arguments: [user.rawValue, text, now])
      var settings = try SettingsColumns.fetch(db, user: user)
      settings.tier = tier
      try SettingsColumns.save(settings, user: user, change: change, db)
      return settings
    }
  }
}
