import Foundation

/// Where files from elsewhere are parsed: Loop databases and zips, and backups' JSON. Parsing is
/// synchronous and a hostile file can make it slow, so it runs on threads of its own, never on
/// an event loop or one of Swift concurrency's cooperative threads (as many as the cores: two
/// slow files would hold them all and stall every other request). The threads run at a lower
/// priority than the rest of the process, so requests are answered first. At most `width` files
/// are parsed at once; the others wait their turn without holding a thread.
public final class FileReadingPool: Sendable {
  /// One file at a time: on a machine of two cores the other core stays free for requests.
  public static let shared = FileReadingPool(width: 1)

  let jobs = FileReadingJobs()

  /// Starts `width` threads, which live as long as the process.
  public init(width: Int) {
    precondition(width > 0, "a pool needs a thread")
    for lane in 0..<width {
      let thread = Thread { [jobs] in
        FileReadingPool.lowerPriority()
        jobs.work()
      }
      thread.name = "ripple.file-reading.\(lane)"
      thread.start()
    }
  }

  /// Runs `work` on one of the pool's threads once one is free, and hands back its result.
  public func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      jobs.add { continuation.resume(with: Result { try work() }) }
    }
  }

  /// Makes the calling thread yield the processor to the process's other threads (on Linux the
  /// nice value of "process" 0 is the calling thread's own).
  private static func lowerPriority() {
    #if os(Linux)
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
  }
}
