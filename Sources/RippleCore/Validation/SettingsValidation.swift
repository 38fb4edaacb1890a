/// The rules settings must satisfy, wherever they come from (a settings change, a restored
/// backup). The engine has no zone data, so the caller says which zones exist.
public enum SettingsValidation {
  /// Longest time-zone name accepted.
  public static let timeZoneLength = 64

  /// Returns the settings with the time zone and accent trimmed, or the first broken rule.
  /// - Parameter isKnownZone: whether a trimmed zone name exists (resolved at the edge).
  public static func validated(
    _ settings: Settings, isKnownZone: (String) -> Bool
  ) throws(ValidationError) -> Settings {
    var settings = settings
    settings.timeZone = settings.timeZone.trimmed
    settings.accent = settings.accent.trimmed
    guard !settings.timeZone.isEmpty, settings.timeZone.count <= timeZoneLength else {
      throw ValidationError(field: "timeZone", message: "Please choose a time zone")
    }
    guard isKnownZone(settings.timeZone) else {
      throw ValidationError(
        field: "timeZone", message: "'\(settings.timeZone)' is not a known time zone")
    }
    guard (0...23).contains(settings.dayStartHour) else {
      throw ValidationError(
        field: "dayStartHour", message: "Day start hour must be between 0 and 23")
    }
    guard HabitValidation.isHexColor(settings.accent) else {
      throw ValidationError(field: "accent", message: "Accent must be a hex colour like #6366F1")
    }
    return settings
  }
}
