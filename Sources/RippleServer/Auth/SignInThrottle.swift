import Foundation
import RippleStore

/// Password attempts: at most `limit` per key (an account, a client address) within `window`.
/// An attempt is reserved before the password is checked, so parallel guesses cannot all reach
/// the check; a wrong password keeps its reservation, a right one gives it back. Past the limit
/// the answer is 429 until the oldest attempt leaves the window. The attempts live in the
/// store, so every server instance on one database counts the same ones.
struct SignInThrottle: Sendable {
  let store: any AccountRepository
  let limit: Int
  /// Milliseconds.
  let window: Int64

  init(store: any AccountRepository, limit: Int = 10, window: Int64 = 15 * 60 * 1000) {
    self.store = store
    self.limit = limit
    self.window = window
  }

  /// Reserves an attempt under every key at `now` and returns the reservation's id; 429 with
  /// `Retry-After` (and the message made from the seconds to wait) when a key has none left.
  func reserve(
    _ keys: [String], now: Int64, refusal: (_ seconds: Int) -> String
  ) async throws -> String {
    let id = UUID().uuidString.lowercased()
    switch try await store.reserveAttempt(
      id: id, keys: keys, limit: limit, window: window, now: now)
    {
    case .reserved: return id
    case .refused(let until):
      let wait = Int((until - now + 999) / 1000)
      throw APIError.tooManyRequests(refusal(wait), retryAfter: wait)
    }
  }

  /// Gives back the attempt of a right password.
  func release(_ id: String) async throws {
    try await store.releaseAttempt(id: id)
  }

  /// Forgets every attempt under `key`.
  func reset(_ key: String) async throws {
    try await store.clearAttempts(key: key)
  }
}
