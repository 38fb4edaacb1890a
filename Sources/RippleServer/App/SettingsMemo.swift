import RippleCore
import RippleStore
import Synchronization

/// Each user's settings as last read, with the change sequence they were read at. Every write of
/// settings moves the user's sequence on in the same transaction, so while the database's sequence
/// is the one kept here the settings are those kept too: a read that finds it so skips reading
/// them again. The sequence itself is always read from the database, so writes made by another
/// instance or by the command line on the same database are seen.
final class SettingsMemo: Sendable {
  private let kept = Mutex([UserID: UserState]())
  /// Past this many users, the memo starts again empty rather than grow without bound.
  let capacity: Int

  init(capacity: Int = 10_000) {
    self.capacity = capacity
  }

  /// The settings kept for `user` when they were read at sequence `change`.
  func settings(for user: UserID, at change: Int64) -> Settings? {
    kept.withLock { kept in
      guard let state = kept[user], state.change == change else { return nil }
      return state.settings
    }
  }

  /// Keeps `state`, unless a state read at a later sequence is kept already.
  func keep(_ state: UserState, for user: UserID) {
    kept.withLock { kept in
      if let newer = kept[user], newer.change > state.change { return }
      if kept.count >= capacity, kept[user] == nil { kept.removeAll(keepingCapacity: true) }
      kept[user] = state
    }
  }
}
