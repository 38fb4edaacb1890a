import Foundation
import RippleCore
import RippleWire

/// The answers of `add` check-ins by their idempotency key, per user, for a day: a retried
/// "+1" (a shortcut that timed out, an automation run twice) answers again instead of adding
/// again. Held in memory, at most `capacity` keys (the oldest go first); a restart forgets them.
actor IdempotencyKeys {
  struct Entry {
    var answer: CheckInAnswerJSON
    var at: Date
  }

  let capacity: Int
  let lifetime: TimeInterval
  private var entries: [String: Entry] = [:]
  private var order: [String] = []

  init(capacity: Int = 10_000, lifetime: TimeInterval = 86_400) {
    self.capacity = capacity
    self.lifetime = lifetime
  }

  func answer(for key: String, user: UserID) -> CheckInAnswerJSON? {
    guard let entry = entries[Self.slot(key, user)] else { return nil }
    guard Date().timeIntervalSince(entry.at) < lifetime else { return nil }
    return entry.answer
  }

  func remember(_ answer: CheckInAnswerJSON, for key: String, user: UserID) {
    let slot = Self.slot(key, user)
    if entries.updateValue(Entry(answer: answer, at: Date()), forKey: slot) == nil {
      order.append(slot)
    }
    while order.count > capacity { entries[order.removeFirst()] = nil }
  }

  private static func slot(_ key: String, _ user: UserID) -> String {
    "\(user.rawValue)\u{0}\(key)"
  }
}
