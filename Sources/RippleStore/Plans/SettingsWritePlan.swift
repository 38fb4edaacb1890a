import RippleCore

/// What a settings write stores, decided over the stored settings.
enum SettingsWritePlan {
  /// `settings` validated, keeping the stored plan (only licences change it); kept as stored
  /// when nothing changed.
  static func save(_ settings: Settings, stored: Settings) throws(StoreError) -> Planned<Settings> {
    var settings = try SettingsRules.validated(settings)
    settings.tier = stored.tier
    return settings == stored ? .keep(stored) : .write(settings)
  }

  /// The stored settings on `tier`; kept as stored when the plan is the same.
  static func savePlan(_ tier: Tier, stored: Settings) -> Planned<Settings> {
    guard stored.tier != tier else { return .keep(stored) }
    var settings = stored
    settings.tier = tier
    return .write(settings)
  }
}
