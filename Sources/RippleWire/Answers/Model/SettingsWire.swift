import RippleCore

/// The user's settings (the API document's `Settings`, which a change sends part of).
public struct SettingsWire: WireValue, Sendable {
  public var settings: Settings

  public init(_ settings: Settings) { self.settings = settings }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Settings") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("timeZone", settings.timeZone)
      json.field("firstWeekday", settings.firstWeekday.code)
      json.field("dayStartHour", settings.dayStartHour)
      json.field("theme", settings.theme.rawValue)
      json.field("accent", settings.accent)
      json.field("celebrations", settings.celebrations.rawValue)
      json.field("showStreaks", settings.showStreaks)
      json.field("haptics", settings.haptics)
      json.field("tier", settings.tier.code)
      json.nullable("tierExpires", settings.tier.expiry?.text)
      json.field("onboardingDone", settings.onboardingDone)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
