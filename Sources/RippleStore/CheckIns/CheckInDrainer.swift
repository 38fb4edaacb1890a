import Dispatch

/// How a store runs a drainer of its `CheckInBatchQueue`: `drain` takes batches with `next()`
/// until it returns nil.
package enum CheckInDrainer: Sendable {
  /// A task (a driver whose statements are awaited: PostgreSQL).
  case task(@Sendable () async -> Void)
  /// A thread of its own (a driver whose writes block: SQLite), so the next batch starts as soon
  /// as the last one committed, without waiting for a turn on the threads that serve requests.
  case thread(DispatchQueue, @Sendable () -> Void)

  func start() {
    switch self {
    case .task(let drain): Task { await drain() }
    case .thread(let queue, let drain): queue.async(execute: drain)
    }
  }
}
