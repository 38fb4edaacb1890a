// libFuzzer: -max_len=65536
import Foundation
import RippleCore
import RippleFuzzSupport
import RippleLoopImport
import RippleStoreSQLite

@testable import RippleStore

/// Loop Habit Tracker's database backup, as its import reads it (a copy opened read-only and
/// defensively by SQLite, through RippleSQLiteHardening), then planned into an empty account on
/// the free plan.
@main
enum LoopDatabase: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    guard input.bytes.starts(with: DatabaseInspection.sqliteMagic) else { return }
    guard
      let bundle = try? LoopImport.bundle(
        from: input.data, today: fuzzToday, now: fuzzNow, makeID: { UUID().uuidString })
    else { return }
    _ = try? DataWritePlan.importBundle(
      bundle, existing: [], categories: [], tier: .free, today: fuzzToday)
  }
}
