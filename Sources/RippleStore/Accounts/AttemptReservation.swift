/// The answer to reserving a password attempt: go ahead, or wait until a time.
public enum AttemptReservation: Sendable, Equatable {
  /// The attempt is counted under every key; give it back with `releaseAttempt` on success.
  case reserved
  /// A key has used up its attempts; the first of them leaves the window at `until`
  /// (milliseconds since 1970). Nothing was recorded.
  case refused(until: Int64)
}

extension AttemptReservation {
  /// The time at which `key`'s attempts, `times` oldest first (all within the window), drop
  /// below `limit`; nil when they are below it already.
  package static func refusedUntil(_ times: [Int64], limit: Int, window: Int64) -> Int64? {
    guard times.count >= limit else { return nil }
    return times[times.count - limit] + window
  }
}
