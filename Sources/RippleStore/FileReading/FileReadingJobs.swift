import Foundation

/// The jobs waiting for a thread of a `FileReadingPool`, first come first served.
final class FileReadingJobs: @unchecked Sendable {
  private let condition = NSCondition()
  private var waiting: [@Sendable () -> Void] = []
  private var running = 0

  func add(_ job: @escaping @Sendable () -> Void) {
    condition.withLock {
      waiting.append(job)
      condition.signal()
    }
  }

  /// Runs jobs, one after another, for ever: the loop of each of the pool's threads.
  func work() -> Never {
    while true {
      let job = condition.withLock {
        while waiting.isEmpty { condition.wait() }
        running += 1
        return waiting.removeFirst()
      }
      job()
      condition.withLock { running -= 1 }
    }
  }

  /// How many jobs wait for a thread, and how many run.
  var counts: (waiting: Int, running: Int) {
    condition.withLock { (waiting.count, running) }
  }
}
