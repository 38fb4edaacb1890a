import Hummingbird
import RippleCore
import RippleStore
import Synchronization

/// Answers of read routes (the habit list, one habit, a habit's history), served again while the
/// request is the same and the user's change sequence, settings and (for answers that depend on
/// it) minute are those the answer was worked out for: such an answer is a pure function of them.
///
/// The sequence is read before the data, so an answer is never older than its key, and every
/// write moves the sequence on, so the first read after a write works its answer out afresh. The
/// sequence is the database's, read by each request: instances sharing one database each see
/// every instance's writes.
final class ReadCache: Sendable {
  struct Key: Hashable, Sendable {
    var user: UserID
    var change: Int64
    var settings: Settings
    /// Nil for answers that do not depend on the day or the time of day.
    var moment: UserMoment?
    /// The request's path and query.
    var target: String
  }

  /// One answer is kept per user and request target: a newer one replaces it.
  private struct Slot: Hashable {
    var user: UserID
    var target: String
  }

  private struct Entry {
    var key: Key
    var response: Response
    var bytes: Int
    /// When it was last read or stored (a counter), for evicting the least recently used.
    var used: UInt64
  }

  private struct State {
    var entries: [Slot: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }

  /// The most the kept bodies may weigh together, in memory (`footprint(ofBody:)`).
  let capacity: Int
  private let state = Mutex(State())

  /// Enough for the year-long histories of every habit of a hundred users on the free plan
  /// (about 30 KB each), the lists and habits besides.
  init(capacity: Int = 24 << 20) {
    self.capacity = capacity
  }

  /// The answer kept for `key`, or `make()`'s, kept for the next request with the same key.
  func response(for key: Key, make: () async throws -> Response) async throws -> Response {
    let slot = Slot(user: key.user, target: key.target)
    let kept = state.withLock { state -> Response? in
      guard let entry = state.entries[slot], entry.key == key else { return nil }
      state.clock += 1
      state.entries[slot]?.used = state.clock
      return entry.response
    }
    if let kept { return kept }
    let response = try await make()
    store(response, for: key, in: slot)
    return response
  }

  /// How many answers are kept and what their bodies hold (`footprint(ofBody:)`).
  var usage: (answers: Int, bytes: Int) {
    state.withLock { ($0.entries.count, $0.bytes) }
  }

  /// What a body of `length` bytes holds in memory: a ByteBuffer's storage is the next power of
  /// two, so a 33 KB history keeps 64 KB.
  static func footprint(ofBody length: Int) -> Int {
    length <= 1 ? length : 1 << (Int.bitWidth - (length - 1).leadingZeroBitCount)
  }

  private func store(_ response: Response, for key: Key, in slot: Slot) {
    guard response.status == .ok, let length = response.body.contentLength else { return }
    let bytes = Self.footprint(ofBody: length)
    guard bytes <= capacity / 8 else { return }
    state.withLock { state in
      // A request that read an older sequence must not push back a newer answer.
      if let entry = state.entries[slot], entry.key.change > key.change { return }
      if let old = state.entries.removeValue(forKey: slot) { state.bytes -= old.bytes }
      while state.bytes + bytes > capacity, let oldest = state.entries.leastRecentlyUsed(by: \.used)
      {
        state.bytes -= state.entries.removeValue(forKey: oldest)?.bytes ?? 0
      }
      state.clock += 1
      state.entries[slot] = Entry(key: key, response: response, bytes: bytes, used: state.clock)
      state.bytes += bytes
    }
  }
}
