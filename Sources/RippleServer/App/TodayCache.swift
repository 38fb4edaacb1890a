import Hummingbird
import RippleCore
import Synchronization

/// The last Today answer of each user, served again while nothing was written (the user's change
/// sequence has not moved) and "now" is the same minute: Today is a pure function of those, and
/// encoding it is most of its cost.
final class TodayCache: Sendable {
  struct Key: Hashable, Sendable {
    var user: UserID
    var change: Int64
    var settings: Settings
    var moment: UserMoment
  }

  private let entries = Mutex<[UserID: (key: Key, response: Response)]>([:])

  func response(for key: Key) -> Response? {
    entries.withLock { entries in
      guard let entry = entries[key.user], entry.key == key else { return nil }
      return entry.response
    }
  }

  func store(_ response: Response, for key: Key) {
    entries.withLock { $0[key.user] = (key, response) }
  }
}
