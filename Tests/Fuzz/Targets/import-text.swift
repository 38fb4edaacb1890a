// libFuzzer: -max_len=65536
import Foundation
import RippleCore
import RippleFuzzSupport
import RippleImports

@testable import RippleStore

/// The text formats another app's export comes in, as `FileImport` reads them: any CSV (its
/// separator, quotes, header and dates guessed), Ripple's, HabitBull's and Habitica's CSV, and the
/// JSON of HabitKit, Habitica, Beaver and Table Habit; then planned into an empty account. The
/// first byte picks a date order to insist on, so the CSV reader's choices are reached too.
@main
enum ImportText: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    let orders: [DateOrder?] = [nil, .ymd, .dmy, .mdy]
    let order = orders[Int(input.bytes.first ?? 0) % orders.count]
    guard
      let read = try? FileImport.read(
        input.data, options: ImportOptions(dateOrder: order), today: fuzzToday, now: fuzzNow)
    else { return }
    _ = try? DataWritePlan.importBundle(
      read.bundle, existing: [], categories: [], tier: .free, today: fuzzToday)
  }
}
