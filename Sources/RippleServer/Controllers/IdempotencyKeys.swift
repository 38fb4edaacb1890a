import RippleCore
import RippleWire

/// The answers of `add` check-ins by their idempotency key, per user, for a day: a retried
/// "+1" (a shortcut that timed out, an automation run twice) answers again instead of adding
/// again, and a retry that arrives while the first is still being written waits for its answer.
/// Held in memory, at most `capacity` keys (the oldest go first); a restart forgets them.
actor IdempotencyKeys {
  struct Entry {
    var answer: Task<CheckInAnswerJSON, any Error>
    /// The server clock's milliseconds when it was first sent.
    var at: Int64
  }

  let capacity: Int
  /// Milliseconds a key is kept.
  let lifetime: Int64
  private var entries: [String: Entry] = [:]
  private var order: [String] = []

  init(capacity: Int = 10_000, lifetime: Int64 = 86_400_000) {
    self.capacity = capacity
    self.lifetime = lifetime
  }

  /// The answer of the key's first write, or `write`'s when the key is new (or expired). A
  /// write that fails is forgotten, so the key may be sent again.
  func once(
    _ key: String, user: UserID, now: Int64,
    _ write: @escaping @Sendable () async throws -> CheckInAnswerJSON
  ) async throws -> CheckInAnswerJSON {
    let slot = Self.slot(key, user)
    if let entry = entries[slot], now - entry.at < lifetime {
      return try await entry.answer.value
    }
    let task = Task { try await write() }
    if entries.updateValue(Entry(answer: task, at: now), forKey: slot) == nil {
      order.append(slot)
    }
    while order.count > capacity { entries[order.removeFirst()] = nil }
    do {
      return try await task.value
    } catch {
      if entries[slot]?.at == now { entries[slot] = nil }
      throw error
    }
  }

  private static func slot(_ key: String, _ user: UserID) -> String {
    "\(user.rawValue)\u{0}\(key)"
  }
}
