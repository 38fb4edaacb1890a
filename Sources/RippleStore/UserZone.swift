import Foundation
import RippleCore

/// A user's time zone, resolved at the edge with Foundation's zone data (the engine has none):
/// the server's clock, the command line's clock and settings validation all ask here.
public enum UserZone {
  /// Whether `identifier` names a zone this system knows ("Europe/Paris").
  public static func isKnown(_ identifier: String) -> Bool {
    TimeZone(identifier: identifier) != nil
  }

  /// Where the instant `unixMillis` falls in the user's calendar: their zone (with its DST
  /// rules; UTC when unknown) and day-start hour.
  public static func moment(unixMillis: Int64, settings: Settings) -> UserMoment {
    let zone = TimeZone(identifier: settings.timeZone) ?? TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: Double(unixMillis) / 1000)
    return UserClock.moment(
      unixSeconds: unixMillis / 1000, utcOffsetSeconds: zone.secondsFromGMT(for: date),
      dayStartHour: settings.dayStartHour)
  }
}
