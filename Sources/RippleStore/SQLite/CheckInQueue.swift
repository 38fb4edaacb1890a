import Dispatch
import GRDB
import RippleCore
import Synchronization

/// Check-in writes waiting for the writer. Those that arrive while it is busy commit together,
/// in one transaction and one sync of the log (group commit), each in its own savepoint so a
/// refused write never takes the others with it; each caller is answered after the commit.
final class CheckInQueue: Sendable {
  /// The write itself: returns its result and the change it committed, if it changed anything.
  typealias Body = @Sendable (Database, Habit) throws -> (CheckInWrite, Int64?)

  struct Job: Sendable {
    var user: UserID
    var habit: HabitID
    var day: Day
    var body: Body
    var continuation: CheckedContinuation<CheckInWrite, any Error>
  }

  private struct State {
    var jobs: [Job] = []
    var draining = false
    var batches = 0
  }

  private let state = Mutex(State())
  /// Where the queue is drained.
  let drainer = DispatchQueue(label: "Ripple.checkIns")

  /// Queues `job`; true when nobody is draining the queue, so the caller must start to.
  func enqueue(_ job: Job) -> Bool {
    state.withLock { state in
      state.jobs.append(job)
      defer { state.draining = true }
      return !state.draining
    }
  }

  /// How many batches were committed so far.
  var batches: Int { state.withLock(\.batches) }

  /// Everything queued, or nil (and draining stops) when nothing is.
  func next() -> [Job]? {
    state.withLock { state in
      guard !state.jobs.isEmpty else {
        state.draining = false
        return nil
      }
      defer { state.jobs.removeAll(keepingCapacity: true) }
      state.batches += 1
      return state.jobs
    }
  }
}
