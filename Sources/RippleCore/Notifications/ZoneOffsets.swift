/// The UTC offsets a time zone uses around one of the user's days: the offset in force first and
/// each change after it. The edges read them from the zone database; the engine only does
/// arithmetic, so daylight saving time stays deterministic and testable.
public struct ZoneOffsets: Hashable, Sendable {
  /// A change of offset at an instant (a DST transition).
  public struct Change: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var atUnixSeconds: Int64
    /// The offset from UTC in seconds from that instant on.
    public var offsetSeconds: Int

    public init(atUnixSeconds: Int64, offsetSeconds: Int) {
      self.atUnixSeconds = atUnixSeconds
      self.offsetSeconds = offsetSeconds
    }
  }

  public var initialOffsetSeconds: Int
  /// Sorted by instant.
  public var changes: [Change]

  public init(initialOffsetSeconds: Int, changes: [Change] = []) {
    self.initialOffsetSeconds = initialOffsetSeconds
    self.changes = changes
  }

  /// A zone with one fixed offset.
  public static func fixed(_ offsetSeconds: Int) -> ZoneOffsets {
    ZoneOffsets(initialOffsetSeconds: offsetSeconds)
  }

  /// The offset in force at an instant.
  public func offset(atUnixSeconds instant: Int64) -> Int {
    var offset = initialOffsetSeconds
    for change in changes where change.atUnixSeconds <= instant { offset = change.offsetSeconds }
    return offset
  }

  /// The instant at which the wall clock shows `wallSeconds` (seconds since 1970-01-01 00:00 on
  /// the wall clock). A time that happens twice (clocks going back) gives its first instant; a
  /// time that never happens (clocks going forward) moves forward by the gap, so 02:30 on a
  /// spring-forward day becomes 03:30: every wall time gives exactly one instant.
  public func instant(wallSeconds: Int64) -> Int64 {
    var candidates: [Int64] = []
    var previous = initialOffsetSeconds
    var spanStart = Int64.min
    for change in changes {
      let instant = wallSeconds - Int64(previous)
      if instant >= spanStart && instant < change.atUnixSeconds { candidates.append(instant) }
      let gapStart = change.atUnixSeconds + Int64(previous)
      let gapEnd = change.atUnixSeconds + Int64(change.offsetSeconds)
      if wallSeconds >= gapStart && wallSeconds < gapEnd { return instant }
      previous = change.offsetSeconds
      spanStart = change.atUnixSeconds
    }
    let last = wallSeconds - Int64(previous)
    if last >= spanStart { candidates.append(last) }
    return candidates.min() ?? last
  }

  /// The instant of a wall-clock minute on a wall-clock day.
  public func instant(wallDay: Day, minuteOfDay: Int) -> Int64 {
    instant(wallSeconds: Int64(wallDay.daysSinceEpoch) * 86_400 + Int64(minuteOfDay) * 60)
  }
}
