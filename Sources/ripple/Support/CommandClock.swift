import Foundation
import RippleCore
import RippleStore

/// "Now" for a command: the wall clock in the user's time zone and day-start hour, as the server
/// decides it, or a day pinned with `--today` / `RIPPLE_TODAY` (scripts and tests).
struct CommandClock: Sendable {
  /// Milliseconds since 1970.
  var nowMillis: Int64
  var pinnedDay: Day?

  static func live(pinnedDay: Day?) -> CommandClock {
    CommandClock(nowMillis: Int64(Date().timeIntervalSince1970 * 1000), pinnedDay: pinnedDay)
  }

  /// Where now falls in the user's calendar; a pinned day starts at its first minute.
  func moment(for settings: Settings) -> UserMoment {
    if let pinnedDay {
      return UserMoment(
        day: pinnedDay, minuteOfDay: max(0, min(23, settings.dayStartHour)) * 60,
        minutesIntoDay: 0)
    }
    return UserZone.moment(unixMillis: nowMillis, settings: settings)
  }
}
