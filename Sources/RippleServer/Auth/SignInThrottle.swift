import Synchronization

/// Failed sign-ins (issue 13): at most `limit` per account and per client address within
/// `window`; past that, sign-in answers 429 until the oldest failure leaves the window.
final class SignInThrottle: Sendable {
  let limit: Int
  /// Milliseconds.
  let window: Int64
  private let failures = Mutex<[String: [Int64]]>([:])

  init(limit: Int = 10, window: Int64 = 15 * 60 * 1000) {
    self.limit = limit
    self.window = window
  }

  /// Seconds to wait when any of `keys` has used up its attempts at `now`; nil to go ahead.
  func retryAfter(_ keys: [String], now: Int64) -> Int? {
    failures.withLock { failures in
      var wait: Int64 = 0
      for key in keys {
        let recent = (failures[key] ?? []).filter { $0 > now - window }
        failures[key] = recent.isEmpty ? nil : recent
        if recent.count >= limit, let oldest = recent.first {
          wait = max(wait, oldest + window - now)
        }
      }
      return wait > 0 ? Int((wait + 999) / 1000) : nil
    }
  }

  func recordFailure(_ keys: [String], now: Int64) {
    failures.withLock { failures in
      for key in keys { failures[key, default: []].append(now) }
    }
  }

  func reset(_ key: String) {
    _ = failures.withLock { $0.removeValue(forKey: key) }
  }
}
