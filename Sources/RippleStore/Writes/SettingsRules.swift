import Foundation
import RippleCore

/// The rules settings must satisfy, wherever they come from (a settings change, a restored
/// backup); the time zone is resolved here, at the edge, since the engine has no zone data.
enum SettingsRules {
  static func validated(_ settings: Settings) throws(StoreError) -> Settings {
    var settings = settings
    settings.timeZone = settings.timeZone.trimmed
    settings.accent = settings.accent.trimmed
    guard !settings.timeZone.isEmpty, settings.timeZone.count <= 64 else {
      throw .invalid(field: "timeZone", message: "Please choose a time zone")
    }
    guard TimeZone(identifier: settings.timeZone) != nil else {
      throw .invalid(
        field: "timeZone", message: "'\(settings.timeZone)' is not a known time zone")
    }
    guard (0...23).contains(settings.dayStartHour) else {
      throw .invalid(field: "dayStartHour", message: "Day start hour must be between 0 and 23")
    }
    guard HabitValidation.isHexColor(settings.accent) else {
      throw .invalid(field: "accent", message: "Accent must be a hex colour like #6366F1")
    }
    return settings
  }
}
