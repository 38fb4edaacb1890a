import Foundation
import RippleCore

extension UserZone {
  /// The UTC offsets of the user's zone from a day before `day` to two days after it, with every
  /// DST change in between: what the engine needs to place wall-clock times of that day.
  public static func offsets(around day: Day, settings: Settings) -> ZoneOffsets {
    let zone = TimeZone(identifier: settings.timeZone) ?? TimeZone(identifier: "UTC")!
    let start = Date(timeIntervalSince1970: Double(day.adding(days: -1).daysSinceEpoch) * 86_400)
    let end = start.addingTimeInterval(4 * 86_400)
    var offsets = ZoneOffsets(initialOffsetSeconds: zone.secondsFromGMT(for: start))
    var cursor = start
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end {
      offsets.changes.append(
        .init(
          atUnixSeconds: Int64(next.timeIntervalSince1970.rounded()),
          offsetSeconds: zone.secondsFromGMT(for: next)))
      cursor = next
    }
    return offsets
  }
}
