import Synchronization

/// At most `limit` requests per minute per user, counted in fixed one-minute windows.
final class RateLimiter: Sendable {
  let limit: Int
  /// Milliseconds.
  let window: Int64 = 60_000
  private let windows = Mutex<[String: (start: Int64, count: Int)]>([:])

  init(limit: Int) {
    self.limit = limit
  }

  /// Counts a request of `key` at `now`; the seconds to wait when it is over the limit.
  func admit(_ key: String, now: Int64) -> Int? {
    windows.withLock { windows in
      if windows.count > 10_000 { windows = windows.filter { $0.value.start > now - window } }
      var entry = windows[key] ?? (start: now, count: 0)
      if entry.start <= now - window { entry = (start: now, count: 0) }
      guard entry.count < limit else {
        return Int((entry.start + window - now + 999) / 1000)
      }
      entry.count += 1
      windows[key] = entry
      return nil
    }
  }
}
