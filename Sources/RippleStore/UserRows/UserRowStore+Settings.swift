import RippleCore

extension UserRowStore {
  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    try await writeRows(for: user, reading: .init(settings: true)) { rows in
      UserRowPlan(
        try SettingsWritePlan.save(settings, stored: try rows.settings()), as: UserRowWrite.settings
      )
    }
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await writeRows(for: user, reading: .init(settings: true)) { rows in
      UserRowPlan(
        SettingsWritePlan.savePlan(tier, stored: try rows.settings()), as: UserRowWrite.settings)
    }
  }
}
