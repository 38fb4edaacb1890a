import Foundation
import GRDB
import GRDBSQLite
import RippleStore

/// A limit on the processor time reading one Loop database takes. SQLite calls back every few
/// thousand steps of its virtual machine and the read is interrupted once the budget is spent,
/// whatever made it slow. Processor time of the reading thread, not time on the clock, is
/// counted, so a busy machine does not turn a real backup away.
package final class LoopReadBudget {
  /// Reading Loop's largest allowed backup takes a fraction of this.
  static let standard: Duration = .seconds(5)
  static let refusal = StoreError.badFile(
    "This file took too long to read; it is not a Loop backup Ripple can import")

  private let limit: Duration
  private var deadline: Int64 = .max

  package init(_ limit: Duration = LoopReadBudget.standard) { self.limit = limit }

  /// Starts counting on the calling thread, which must be the one that reads `db`.
  package func start(_ db: Database) {
    let (seconds, attoseconds) = limit.components
    deadline = Self.threadTime() + seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    sqlite3_progress_handler(
      db.sqliteConnection, 1_000,
      { context in
        guard let context else { return 0 }
        let budget = Unmanaged<LoopReadBudget>.fromOpaque(context).takeUnretainedValue()
        return budget.isSpent ? 1 : 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  package func stop(_ db: Database) {
    sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
  }

  var isSpent: Bool { Self.threadTime() > deadline }

  /// Nanoseconds of processor time the calling thread has used.
  private static func threadTime() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
