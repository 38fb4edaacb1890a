import RippleCore
import RippleStore
import Synchronization

/// Each user's settings as last read, with a change sequence read before them. Every write of
/// settings moves the user's sequence on in the same transaction, so while the database's sequence
/// is the one kept here the settings are those kept too: a lookup that finds it so skips reading
/// them again. The sequence itself is always read from the database, so writes made by another
/// process on the same file (the command line, a second server) are seen.
///
/// The sequence must be read before the settings: settings read first, then a sequence moved on by
/// a write in between, would keep the old settings under the new sequence.
final class SettingsMemo: Sendable {
  private let kept = Mutex([UserID: UserState]())
  /// Past this many users, the memo starts again empty rather than grow without bound.
  let capacity: Int

  init(capacity: Int = 10_000) {
    self.capacity = capacity
  }

  /// The settings kept for `user` when their sequence was `change`.
  func settings(for user: UserID, at change: Int64) -> Settings? {
    kept.withLock { kept in
      guard let state = kept[user], state.change == change else { return nil }
      return state.settings
    }
  }

  /// Keeps `state` (settings read after its sequence), unless a later sequence is kept already.
  func keep(_ state: UserState, for user: UserID) {
    kept.withLock { kept in
      if let newer = kept[user], newer.change > state.change { return }
      if kept.count >= capacity, kept[user] == nil { kept.removeAll(keepingCapacity: true) }
      kept[user] = state
    }
  }
}
