import RippleCore
import Synchronization

/// Check-in writes waiting for PostgreSQL, as `CheckInQueue` is for SQLite: those that
/// arrive while a batch is being committed go together in the next one, one transaction and one
/// commit for all of them. Each caller is answered after its batch committed.
final class PostgresCheckInQueue: Sendable {
  /// Decides the write from what its day holds (a `CheckInWritePlan`): its answer, and what to
  /// write. Refusals (validation) are thrown here, before anything is written.
  typealias Decide = @Sendable (PostgresCheckInSlot) throws -> CheckInWritePlan.Decision

  struct Job: Sendable {
    var user: UserID
    var habit: HabitID
    var day: Day
    var decide: Decide
    var continuation: CheckedContinuation<CheckInWrite, any Error>
  }

  private struct State {
    var jobs: [Job] = []
    var drainers = 0
    var batches = 0
  }

  /// How many batches may be committed at once, each on its own connection (see
  /// `PostgresStore.open`); batches lock their users in one order, so they never deadlock.
  let drainerLimit: Int
  private let state = Mutex(State())

  init(drainerLimit: Int) {
    self.drainerLimit = max(1, drainerLimit)
  }

  /// Queues `job`; true when the caller must start a drainer (fewer than the limit are running).
  func enqueue(_ job: Job) -> Bool {
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
  func next() -> [Job]? {
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
