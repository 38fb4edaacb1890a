import PostgresNIO
import RippleCore

/// Licences on PostgreSQL, as `SQLiteStore+Licences`.
extension PostgresStore {
  public func licences(for user: UserID) async throws -> [String] {
    try await read { connection in
      try await connection.rows(
        "SELECT text FROM licences WHERE user_id = \(user.rawValue) ORDER BY added_at, text"
      ).map { try $0[0].decode(String.self) }
    }
  }

  public func addLicence(
    _ text: String, giving tier: Tier, for user: UserID, now: Int64
  ) async throws -> Settings {
    try await write(for: user) { connection in
      let change = try await connection.nextChange(for: user)
      try await connection.run(
        """
        INSERT INTO licences (user_id, text, added_at) VALUES (\(user.rawValue), \(text), \(now))
        ON CONFLICT DO NOTHING
        """)
      var settings = try await PostgresTables.settings(connection, user: user)
      settings.tier = tier
      try await PostgresTables.saveSettings(settings, user: user, change: change, connection)
      return settings
    }
  }

}
