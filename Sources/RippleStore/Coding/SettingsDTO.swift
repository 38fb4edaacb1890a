import RippleCore
import RippleWire

/// Settings as JSON (docs/API.md): `{"timeZone", "firstWeekday": "mon", "dayStartHour", "theme",
/// "accent", "celebrations", "showStreaks", "haptics", "tier", "tierExpires", "onboardingDone"}`.
/// Absent keys take the default settings' values.
public struct SettingsDTO: Codable, Sendable, Equatable {
  public var settings: Settings

  public init(_ settings: Settings) { self.settings = settings }

  enum CodingKeys: String, CodingKey {
    case timeZone, firstWeekday, dayStartHour, theme, accent, celebrations, showStreaks, haptics
    case tier, tierExpires, onboardingDone
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var settings = Settings()
    if let zone = try container.decodeNonNullIfPresent(String.self, forKey: .timeZone) {
      settings.timeZone = zone
    }
    if let code = try container.decodeNonNullIfPresent(String.self, forKey: .firstWeekday) {
      guard let weekday = Weekday(code: code) else {
        throw DecodingError.dataCorruptedError(
          forKey: .firstWeekday, in: container, debugDescription: "'\(code)' is not a weekday")
      }
      settings.firstWeekday = weekday
    }
    if let hour = try container.decodeNonNullIfPresent(Int.self, forKey: .dayStartHour) {
      settings.dayStartHour = hour
    }
    if container.contains(.theme) { settings.theme = try container.decodeCode(Theme.self, .theme) }
    if let accent = try container.decodeNonNullIfPresent(String.self, forKey: .accent) {
      settings.accent = accent
    }
    if container.contains(.celebrations) {
      settings.celebrations = try container.decodeCode(CelebrationLevel.self, .celebrations)
    }
    if let show = try container.decodeNonNullIfPresent(Bool.self, forKey: .showStreaks) {
      settings.showStreaks = show
    }
    if let haptics = try container.decodeNonNullIfPresent(Bool.self, forKey: .haptics) {
      settings.haptics = haptics
    }
    settings.tier = try SettingsDTO.tier(in: container)
    if let done = try container.decodeNonNullIfPresent(Bool.self, forKey: .onboardingDone) {
      settings.onboardingDone = done
    }
    self.settings = settings
  }

  private static func tier(in container: KeyedDecodingContainer<CodingKeys>) throws -> Tier {
    let code = try container.decodeNonNullIfPresent(String.self, forKey: .tier) ?? "free"
    switch code {
    case "free", "premium":
      // Only Premium+ expires; a day here is allowed (and ignored), anything else is refused.
      if try container.decodeIfPresent(String.self, forKey: .tierExpires) != nil {
        _ = try container.decodeDay(.tierExpires)
      }
      return code == "premium" ? .premium : .free
    case "premium_plus":
      return .premiumPlus(expires: try container.decodeDay(.tierExpires))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .tier, in: container,
        debugDescription: "'\(code)' is not one of 'free', 'premium', 'premium_plus'")
    }
  }

  /// Written as the API writes it (RippleWire's `SettingsWire`), so a backup holds the same JSON.
  public func encode(to encoder: any Encoder) throws {
    try SettingsWire(settings).encodeWire(to: encoder)
  }
}
