// libFuzzer: -max_len=65536
import Foundation
import RippleCore
import RippleFuzzSupport
import RippleImports

@testable import RippleStore

/// Tickmate's SQLite database as `FileImport` reads it (opened defensively, its schema checked,
/// its reads on a budget), then planned into an empty account.
@main
enum ImportTickmate: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    guard let read = try? FileImport.read(input.data, today: fuzzToday, now: fuzzNow) else {
      return
    }
    _ = try? DataWritePlan.importBundle(
      read.bundle, existing: [], categories: [], tier: .free, today: fuzzToday)
  }
}
