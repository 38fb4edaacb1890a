import Dispatch
import Foundation
import Testing

@testable import RippleStore

@Suite("Files are parsed on threads of their own, a few at a time")
struct FileReadingPoolTests {
  /// How many jobs run at once, and the most that ever did.
  final class Occupancy: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private var peak = 0

    func enter() {
      lock.withLock {
        running += 1
        peak = max(peak, running)
      }
    }

    func leave() { lock.withLock { running -= 1 } }
    var current: Int { lock.withLock { running } }
    var most: Int { lock.withLock { peak } }
  }

  /// Four reads that block their threads (as a slow file does) on a pool of two: two run, two
  /// wait without a thread, and Swift concurrency's threads stay free for other work meanwhile.
  @Test(.timeLimit(.minutes(1)))
  func blockedReadsWaitTheirTurnAndLeaveOtherWorkRunning() async throws {
    let pool = FileReadingPool(width: 2)
    let release = DispatchSemaphore(value: 0)
    let occupancy = Occupancy()
    let jobs = (0..<4).map { _ in
      Task {
        try await pool.run {
          occupancy.enter()
          release.wait()
          occupancy.leave()
          return 1
        }
      }
    }
    while pool.jobs.counts != (waiting: 2, running: 2) {
      try await Task.sleep(for: .milliseconds(1))
    }

    let others = try await withThrowingTaskGroup(of: Int.self) { group in
      for number in 1...8 { group.addTask { number } }
      return try await group.reduce(0, +)
    }

    #expect(others == 36)
    #expect(occupancy.current == 2)
    for _ in jobs { release.signal() }
    var done = 0
    for job in jobs { done += try await job.value }
    #expect(done == 4)
    #expect(occupancy.most == 2)
  }

  @Test func aFailureIsHandedBackAndFreesTheThread() async throws {
    let pool = FileReadingPool(width: 1)
    await #expect(throws: StoreError.badFile("no")) {
      try await pool.run { () throws -> Int in throw StoreError.badFile("no") }
    }
    #expect(try await pool.run { 7 } == 7)
  }
}
