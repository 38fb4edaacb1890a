import RippleCore

extension UserRowStore {
  /// Stores the licence (once, whoever adds it again) and puts the user on `tier`; the settings
  /// are stored again even when the tier is the same, so the changes feed sends them.
  public func addLicence(
    _ text: String, giving tier: Tier, for user: UserID, now: Int64
  ) async throws -> Settings {
    try await writeRows(for: user, reading: .init(settings: true)) {
      (rows: UserRows) -> UserRowPlan<Settings> in
      var settings = try rows.settings()
      settings.tier = tier
      return UserRowPlan(settings, writes: [.licence(text, addedAt: now), .settings(settings)])
    }
  }
}
