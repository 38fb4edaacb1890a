import Foundation
import RippleCore

/// The server's clock, injected so tests can pin "now".
public struct ServerClock: Sendable {
  /// Milliseconds since 1970.
  public var nowMillis: @Sendable () -> Int64

  public init(nowMillis: @escaping @Sendable () -> Int64) {
    self.nowMillis = nowMillis
  }

  public static let live = ServerClock { Int64(Date().timeIntervalSince1970 * 1000) }

  /// Where "now" falls in the user's calendar: their time zone (with its DST rules, resolved
  /// by Foundation here at the edge) and day-start hour.
  public func moment(for settings: Settings) -> UserMoment {
    let millis = nowMillis()
    let zone = TimeZone(identifier: settings.timeZone) ?? TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: Double(millis) / 1000)
    return UserClock.moment(
      unixSeconds: millis / 1000, utcOffsetSeconds: zone.secondsFromGMT(for: date),
      dayStartHour: settings.dayStartHour)
  }
}
