import RippleCore
import RippleStore

/// A settings change: every field optional; each is checked and named when wrong. The plan
/// (`tier`) is refused here: no settings change may lift the free plan's limits.
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

  enum CodingKeys: String, CodingKey {
    case timeZone, firstWeekday, dayStartHour, theme, accent, celebrations, showStreaks, haptics
    case tier, tierExpires, onboardingDone
  }

  /// Absent keys keep their value; an explicit `null` is refused (no setting is nullable).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    timeZone = try container.decodeNonNullIfPresent(String.self, forKey: .timeZone)
    firstWeekday = try container.decodeNonNullIfPresent(String.self, forKey: .firstWeekday)
    dayStartHour = try container.decodeNonNullIfPresent(Int.self, forKey: .dayStartHour)
    theme = try container.decodeNonNullIfPresent(String.self, forKey: .theme)
    accent = try container.decodeNonNullIfPresent(String.self, forKey: .accent)
    celebrations = try container.decodeNonNullIfPresent(String.self, forKey: .celebrations)
    showStreaks = try container.decodeNonNullIfPresent(Bool.self, forKey: .showStreaks)
    haptics = try container.decodeNonNullIfPresent(Bool.self, forKey: .haptics)
    tier = try container.decodeIfPresent(String.self, forKey: .tier)
    tierExpires = try container.decodeIfPresent(String.self, forKey: .tierExpires)
    onboardingDone = try container.decodeNonNullIfPresent(Bool.self, forKey: .onboardingDone)
  }

  /// The change this patch makes, every field checked first (a 422 naming the bad one). The
  /// change is applied to the settings as stored inside the write, so two patches of different
  /// fields sent at once both stay.
  func change() throws(APIError) -> @Sendable (inout Settings) -> Void {
    if tier != nil || tierExpires != nil {
      throw .invalid(
        "The plan is not a setting: it comes from a licence (in local mode, PUT /api/v1/plan)",
        field: tier != nil ? "tier" : "tierExpires")
    }
    let weekday = try firstWeekday.map { code throws(APIError) in
      guard let weekday = Weekday(code: code) else {
        throw .invalid("Week start must be a weekday such as mon or sun", field: "firstWeekday")
      }
      return weekday
    }
    if let dayStartHour, !(0...23).contains(dayStartHour) {
      throw .invalid("Day start must be an hour from 0 to 23", field: "dayStartHour")
    }
    let theme = try theme.map { name throws(APIError) in
      guard let value = Theme(rawValue: name) else {
        throw .invalid("Theme must be light, dark or auto", field: "theme")
      }
      return value
    }
    if let accent, !HabitValidation.isHexColor(accent) {
      throw .invalid("Accent must be a hex colour like #6366F1", field: "accent")
    }
    let celebrations = try celebrations.map { name throws(APIError) in
      guard let value = CelebrationLevel(rawValue: name) else {
        throw .invalid("Celebrations must be full, subtle or off", field: "celebrations")
      }
      return value
    }
    let patch = self
    return { settings in
      // The zone itself is checked by the store, the one check that a restored backup passes
      // through as well.
      if let timeZone = patch.timeZone { settings.timeZone = timeZone }
      if let weekday { settings.firstWeekday = weekday }
      if let dayStartHour = patch.dayStartHour { settings.dayStartHour = dayStartHour }
      if let theme { settings.theme = theme }
      if let accent = patch.accent { settings.accent = accent.uppercased() }
      if let celebrations { settings.celebrations = celebrations }
      if let showStreaks = patch.showStreaks { settings.showStreaks = showStreaks }
      if let haptics = patch.haptics { settings.haptics = haptics }
      if let onboardingDone = patch.onboardingDone { settings.onboardingDone = onboardingDone }
    }
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
