import RippleCore

/// The engine's settings rules as `StoreError`s, with time zones resolved here at the edge.
enum SettingsRules {
  static func validated(_ settings: Settings) throws(StoreError) -> Settings {
    do {
      return try SettingsValidation.validated(settings, isKnownZone: UserZone.isKnown)
    } catch {
      throw StoreError(error)
    }
  }
}
