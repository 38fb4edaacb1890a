import Hummingbird
import RippleCore
import RippleStore
import Synchronization

/// The last Today answer of each user, served again while nothing was written (the user's change
/// sequence has not moved) and "now" is the same minute: Today is a pure function of those, and
/// working it out and encoding it is most of its cost.
///
/// When the answer must be worked out again (each minute, after each write), the requests that
/// want the same one wait for the first to do it, rather than all doing it at once.
final class TodayCache: Sendable {
  struct Key: Hashable, Sendable {
    var user: UserID
    var change: Int64
    var settings: Settings
    var moment: UserMoment
  }

  private typealias Waiter = CheckedContinuation<Response?, any Error>

  private struct State {
    var ready: [UserID: (key: Key, response: Response, used: UInt64)] = [:]
    var computing: [Key: [Waiter]] = [:]
    var clock: UInt64 = 0
  }

  /// The most users whose answer is kept (each some tens of KB); past it the least recently
  /// used goes, so a server with many users keeps its memory bounded.
  let capacity: Int

  init(capacity: Int = 128) {
    self.capacity = capacity
  }

  /// How many answers are kept.
  var count: Int { state.withLock { $0.ready.count } }

  private let state = Mutex(State())

  /// The answer for `key`: the cached one, the one another request is working out, or `make()`'s.
  func response(
    for key: Key, make: () async throws -> Response
  ) async throws -> Response {
    while true {
      let step = state.withLock { state -> Step in
        if let entry = state.ready[key.user], entry.key == key {
          state.clock += 1
          state.ready[key.user]?.used = state.clock
          return .cached(entry.response)
        }
        guard state.computing[key] == nil else { return .follow }
        state.computing[key] = []
        return .lead
      }
      switch step {
      case .cached(let response):
        return response
      case .lead:
        return try await lead(key, make: make)
      case .follow:
        // Nil when the work finished between the two looks: look again.
        if let response = try await follow(key) { return response }
      }
    }
  }

  private enum Step {
    case cached(Response)
    case lead
    case follow
  }

  private func lead(_ key: Key, make: () async throws -> Response) async throws -> Response {
    do {
      let response = try await make()
      let waiters = state.withLock { state in
        if state.ready[key.user] == nil, state.ready.count >= capacity,
          let oldest = state.ready.leastRecentlyUsed(by: \.used)
        {
          state.ready[oldest] = nil
        }
        state.clock += 1
        state.ready[key.user] = (key, response, state.clock)
        return state.computing.removeValue(forKey: key) ?? []
      }
      for waiter in waiters { waiter.resume(returning: response) }
      return response
    } catch {
      let waiters = state.withLock { $0.computing.removeValue(forKey: key) ?? [] }
      for waiter in waiters { waiter.resume(throwing: error) }
      throw error
    }
  }

  private func follow(_ key: Key) async throws -> Response? {
    try await withCheckedThrowingContinuation { (waiter: Waiter) in
      let joined = state.withLock { state in
        guard state.computing[key] != nil else { return false }
        state.computing[key]?.append(waiter)
        return true
      }
      if !joined { waiter.resume(returning: nil) }
    }
  }
}
