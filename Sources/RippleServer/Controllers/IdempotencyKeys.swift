import RippleCore
import RippleWire

/// The answers of `add` check-ins by their idempotency key, per user, for a day: a retried
/// "+1" (a shortcut that timed out, an automation run twice) answers again instead of adding
/// again. Held in memory, at most `capacity` keys (the oldest go first); a restart forgets them.
actor IdempotencyKeys {
  struct Entry {
    var answer: CheckInAnswerJSON
    /// The server clock's milliseconds when it was answered.
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

  func answer(for key: String, user: UserID, now: Int64) -> CheckInAnswerJSON? {
    guard let entry = entries[Self.slot(key, user)] else { return nil }
    guard now - entry.at < lifetime else { return nil }
    return entry.answer
  }

  func remember(_ answer: CheckInAnswerJSON, for key: String, user: UserID, now: Int64) {
    let slot = Self.slot(key, user)
    if entries.updateValue(Entry(answer: answer, at: now), forKey: slot) == nil {
      order.append(slot)
    }
    while order.count > capacity { entries[order.removeFirst()] = nil }
  }

  private static func slot(_ key: String, _ user: UserID) -> String {
    "\(user.rawValue)\u{0}\(key)"
  }
}
