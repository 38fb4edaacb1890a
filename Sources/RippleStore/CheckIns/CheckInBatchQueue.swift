import RippleCore
import Synchronization

/// Check-in writes waiting for the database. Those that arrive while a batch is being committed
/// go together in the next one: one transaction and one sync of the log for all of them (group
/// commit). Each caller is answered after its batch committed. `Work` is how a backend decides
/// one write inside its batch (a closure over a GRDB connection, or over what PostgreSQL read of
/// the day).
package final class CheckInBatchQueue<Work: Sendable>: Sendable {
  package struct Job: Sendable {
    package var user: UserID
    package var habit: HabitID
    package var day: Day
    package var work: Work
    package var continuation: CheckedContinuation<CheckInWrite, any Error>
  }

  private struct State {
    var jobs: [Job] = []
    var drainers = 0
    var batches = 0
  }

  /// How many batches may be committed at once: one on SQLite's single writer; on PostgreSQL one
  /// per connection set aside for them (batches lock their users in one order, so they never
  /// deadlock).
  package let drainerLimit: Int
  private let state = Mutex(State())

  package init(drainerLimit: Int) {
    self.drainerLimit = max(1, drainerLimit)
  }

  /// Queues the write and waits until its batch committed; `drainer` is started when fewer
  /// drainers than the limit are running.
  package func write(
    user: UserID, habit: HabitID, day: Day, drainer: CheckInDrainer, _ work: Work
  ) async throws -> CheckInWrite {
    try await withCheckedThrowingContinuation { continuation in
      let job = Job(user: user, habit: habit, day: day, work: work, continuation: continuation)
      if enqueue(job) { drainer.start() }
    }
  }

  /// Queues `job`; true when the caller must start a drainer (fewer than the limit are running).
  private func enqueue(_ job: Job) -> Bool {
    state.withLock { state in
      state.jobs.append(job)
      guard state.drainers < drainerLimit else { return false }
      state.drainers += 1
      return true
    }
  }

  /// How many batches were taken so far.
  var batches: Int { state.withLock(\.batches) }

  /// How many writes wait for a batch.
  var pending: Int { state.withLock(\.jobs.count) }

  /// Everything queued, or nil (and this drainer stops) when nothing is.
  package func next() -> [Job]? {
    state.withLock { state in
      guard !state.jobs.isEmpty else {
        state.drainers -= 1
        return nil
      }
      defer { state.jobs.removeAll(keepingCapacity: true) }
      state.batches += 1
      return state.jobs
    }
  }
}
