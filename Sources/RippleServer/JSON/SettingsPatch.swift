import Foundation
import RippleCore

/// A settings change: every field optional; each is checked and named when wrong.
struct SettingsPatch: Decodable, Sendable {
  var timeZone: String?
  var firstWeekday: String?
  var dayStartHour: Int?
  var theme: String?
  var accent: String?
  var celebrations: String?
  var showStreaks: Bool?
  var haptics: Bool?
  var tier: String?
  var tierExpires: String?
  var onboardingDone: Bool?

  /// `settings` with the fields present here applied, or a 422 naming the bad field.
  func applied(to settings: Settings) throws(APIError) -> Settings {
    var settings = settings
    if let timeZone {
      guard TimeZone(identifier: timeZone) != nil else {
        throw .invalid("'\(timeZone)' is not a known time zone", field: "timeZone")
      }
      settings.timeZone = timeZone
    }
    if let firstWeekday {
      guard let weekday = Weekday(code: firstWeekday) else {
        throw .invalid("Week start must be a weekday such as mon or sun", field: "firstWeekday")
      }
      settings.firstWeekday = weekday
    }
    if let dayStartHour {
      guard (0...23).contains(dayStartHour) else {
        throw .invalid("Day start must be an hour from 0 to 23", field: "dayStartHour")
      }
      settings.dayStartHour = dayStartHour
    }
    if let theme {
      guard let value = Theme(rawValue: theme) else {
        throw .invalid("Theme must be light, dark or auto", field: "theme")
      }
      settings.theme = value
    }
    if let accent {
      guard HabitValidation.isHexColor(accent) else {
        throw .invalid("Accent must be a hex colour like #6366F1", field: "accent")
      }
      settings.accent = accent.uppercased()
    }
    if let celebrations {
      guard let value = CelebrationLevel(rawValue: celebrations) else {
        throw .invalid("Celebrations must be full, subtle or off", field: "celebrations")
      }
      settings.celebrations = value
    }
    if let showStreaks { settings.showStreaks = showStreaks }
    if let haptics { settings.haptics = haptics }
    if let onboardingDone { settings.onboardingDone = onboardingDone }
    if let tier { settings.tier = try SettingsPatch.tier(tier, expires: tierExpires) }
    return settings
  }

  static func tier(_ code: String, expires: String?) throws(APIError) -> Tier {
    switch code {
    case "free": return .free
    case "premium": return .premium
    case "premium_plus":
      guard let expires, let day = try? Day(parsing: expires) else {
        throw .invalid("Premium+ needs an expiry day (yyyy-MM-dd)", field: "tierExpires")
      }
      return .premiumPlus(expires: day)
    default:
      throw .invalid("Tier must be free, premium or premium_plus", field: "tier")
    }
  }
}
