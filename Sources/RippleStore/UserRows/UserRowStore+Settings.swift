import RippleCore

extension UserRowStore {
  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    try await writeRows(for: user, reading: .init(settings: true)) { rows in
      UserRowPlan(
        try SettingsWritePlan.save(settings, stored: try rows.settings()), as: UserRowWrite.settings
      )
    }
  }

  public func updateSettings(
    for user: UserID, _ change: @escaping @Sendable (inout Settings) -> Void
  ) async throws -> Settings {
    try await writeRows(for: user, reading: .init(settings: true)) { rows in
      let stored = try rows.settings()
      var settings = stored
      change(&settings)
      return UserRowPlan(
        try SettingsWritePlan.save(settings, stored: stored), as: UserRowWrite.settings)
    }
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await writeRows(for: user, reading: .init(settings: true)) { rows in
      UserRowPlan(
        SettingsWritePlan.savePlan(tier, stored: try rows.settings()), as: UserRowWrite.settings)
    }
  }
}
