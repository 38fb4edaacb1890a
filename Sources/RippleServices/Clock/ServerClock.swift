import Foundation
import RippleCore
import RippleStore

/// The server's clock, injected so tests can pin "now".
public struct ServerClock: Sendable {
  /// Milliseconds since 1970.
  public var nowMillis: @Sendable () -> Int64

  public init(nowMillis: @escaping @Sendable () -> Int64) {
    self.nowMillis = nowMillis
  }

  public static let live = ServerClock { Int64(Date().timeIntervalSince1970 * 1000) }

  /// Where "now" falls in the user's calendar: their time zone and day-start hour.
  public func moment(for settings: Settings) -> UserMoment {
    UserZone.moment(unixMillis: nowMillis(), settings: settings)
  }
}
