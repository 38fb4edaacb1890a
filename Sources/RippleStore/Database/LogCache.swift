import RippleCore
import Synchronization

/// The last few `logs` reads, served again while the user's change sequence shows nothing was
/// written since (by this process or another), and kept up to date by this process's check-in
/// writes, applied on the writer right after each commit so they follow the sequence exactly.
/// Every other write moves the sequence on, so the next read loads afresh.
package final class LogCache: Sendable {
  package struct Key: Hashable {
    package var user: UserID
    package var filter: HabitFilter
    package var from: Day?

    package init(user: UserID, filter: HabitFilter, from: Day?) {
      self.user = user
      self.filter = filter
      self.from = from
    }
  }

  private struct Entry {
    var change: Int64
    var logs: [HabitLog]
    /// When it was last read or stored (a counter), for evicting the least recently used.
    var used: UInt64 = 0
    /// What the logs weigh in memory, about (`footprint`), when stored.
    var bytes = 0
  }

  /// Enough for every user active on a household or small-group server (each entry is one
  /// user's logs, a few hundred KB at most); more users share it least-recently-used first.
  package static let capacity = 128
  /// The most the kept logs may weigh together (`footprint`): a hundred users' year of five
  /// habits each fit, and a server with thousands of users with long histories keeps its memory
  /// bounded rather than 128 entries of a few MB each.
  package let byteBudget: Int
  private let entries = Mutex<[Key: Entry]>([:])
  /// Each user's goals as of a sequence, for the check-in writer (a check-in moves the sequence
  /// on without changing a goal, so `apply` carries them forward; any other write leaves them
  /// behind, and the next write reads them again).
  private let goalEntries = Mutex<[UserID: (change: Int64, goals: [GoalRecord], used: UInt64)]>(
    [:])
  private let clock = Atomic<UInt64>(0)

  package init(byteBudget: Int = 40 << 20) {
    self.byteBudget = byteBudget
  }

  /// What `logs` weigh in memory, about: a check-in kept by day (its dictionary slot, its
  /// habit's id, the ledger's day) is some 200 bytes, a habit itself a few hundred.
  package static func footprint(_ logs: [HabitLog]) -> Int {
    logs.reduce(0) { $0 + 512 + $1.checkIns.count * 200 }
  }

  /// What the kept logs weigh together (`footprint` of each entry as stored).
  package var bytes: Int { entries.withLock { $0.values.reduce(0) { $0 + $1.bytes } } }

  /// How many entries are kept.
  package var count: Int { entries.withLock { $0.count } }

  private func tick() -> UInt64 { clock.add(1, ordering: .relaxed).newValue }

  /// The cached logs, if they are those of sequence `change`.
  package func logs(_ key: Key, change: Int64) -> [HabitLog]? {
    let now = tick()
    return entries.withLock { entries in
      guard let entry = entries[key], entry.change == change else { return nil }
      entries[key]?.used = now
      return entry.logs
    }
  }

  /// The logs of sequence `change`: the cached ones, or those `load` reads (on a snapshot at
  /// `change`), kept for the next read.
  package func logs(
    _ key: Key, change: Int64, load: () throws -> [HabitLog]
  ) rethrows -> [HabitLog] {
    if let logs = logs(key, change: change) { return logs }
    let logs = try load()
    store(logs, for: key, change: change)
    return logs
  }

  /// The logs of sequence `change`: the cached ones, or those `load` reads (never older than
  /// `change`), kept for the next read.
  package func logs(
    _ key: Key, change: Int64, load: () async throws -> [HabitLog]
  ) async rethrows -> [HabitLog] {
    if let logs = logs(key, change: change) { return logs }
    let logs = try await load()
    store(logs, for: key, change: change)
    return logs
  }

  /// Takes the cached logs out, with their sequence: a check-in writer holding the user's lock
  /// changes them in place instead of copying a habit's whole history (bringing older ones
  /// forward first, `PostgresLogChanges`), and stores them back after its commit; meanwhile
  /// readers load them afresh.
  package func take(_ key: Key) -> (logs: [HabitLog], change: Int64)? {
    entries.withLock { entries in
      entries.removeValue(forKey: key).map { ($0.logs, $0.change) }
    }
  }

  /// Keeps `logs` as those of sequence `change`, unless a newer entry is there already (a reader
  /// on an older snapshot must not push back what a write brought forward).
  package func store(_ logs: [HabitLog], for key: Key, change: Int64) {
    let now = tick()
    let bytes = LogCache.footprint(logs)
    guard bytes <= byteBudget else { return }
    entries.withLock { entries in
      if let entry = entries[key], entry.change >= change { return }
      entries[key] = nil  // replaced
      // The least recently used go while the cache is full, by count or by weight.
      var kept = entries.values.reduce(0) { $0 + $1.bytes }
      while entries.count >= LogCache.capacity || kept + bytes > byteBudget,
        let oldest = entries.leastRecentlyUsed(by: \.used)
      {
        kept -= entries.removeValue(forKey: oldest)?.bytes ?? 0
      }
      entries[key] = Entry(change: change, logs: logs, used: now, bytes: bytes)
    }
  }

  /// The user's goals, if those kept are of sequence `change`.
  package func goals(of user: UserID, change: Int64) -> [GoalRecord]? {
    let now = tick()
    return goalEntries.withLock { entries in
      guard let entry = entries[user], entry.change == change else { return nil }
      entries[user]?.used = now
      return entry.goals
    }
  }

  /// Keeps `goals` as the user's of sequence `change`, unless newer ones are there already.
  package func storeGoals(_ goals: [GoalRecord], of user: UserID, change: Int64) {
    let now = tick()
    goalEntries.withLock { entries in
      if let entry = entries[user], entry.change >= change { return }
      if entries[user] == nil, entries.count >= LogCache.capacity,
        let oldest = entries.leastRecentlyUsed(by: \.used)
      {
        entries[oldest] = nil
      }
      entries[user] = (change, goals, now)
    }
  }

  /// Applies a committed write of one check-in (`checkIn`, or a clear of `day` when nil) that
  /// moved the user's sequence to `change`; entries it cannot bring exactly there stay behind.
  package func apply(
    user: UserID, habit: HabitID, day: Day, checkIn: CheckIn?, change: Int64
  ) {
    entries.withLock { entries in
      let keys = entries.keys.filter { $0.user == user && entries[$0]?.change == change - 1 }
      for key in keys {
        entries[key]?.change = change
        guard key.from.map({ day >= $0 }) ?? true else { continue }
        entries[key]?.logs.record(checkIn, habit: habit, day: day)
      }
    }
    goalEntries.withLock { entries in
      if entries[user]?.change == change - 1 { entries[user]?.change = change }
    }
  }

  /// Drops the user's entries: their change sequence starts again when their account is
  /// deleted and the id comes back.
  package func forget(_ user: UserID) {
    entries.withLock { entries in entries = entries.filter { $0.key.user != user } }
    goalEntries.withLock { entries in entries[user] = nil }
  }
}
