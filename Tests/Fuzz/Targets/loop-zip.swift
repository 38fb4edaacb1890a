// libFuzzer: -max_len=65536
import Foundation
import RippleCore
import RippleFuzzSupport
import ZIPFoundation

@testable import RippleStore

/// Loop Habit Tracker's CSV export, as its import reads it, then planned into an empty account on
/// the free plan. An input that is a zip is read as it is. Any other is the CSV texts, split by
/// NUL bytes: `Habits.csv`, then each habit's `Checkmarks.csv` (`001 …/`, `002 …/`), which are put
/// in a zip first: a changed byte inside a zip only breaks its checksum, so the CSV readers are
/// reached this way.
@main
enum LoopZip: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    var file = input.data
    if !input.bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      guard let zip = try? zip(csv: file) else { return }
      file = zip
    }
    guard
      let bundle = try? LoopImport.bundle(
        from: file, today: fuzzToday, now: fuzzNow, makeID: { UUID().uuidString })
    else { return }
    _ = try? DataWritePlan.importBundle(
      bundle, existing: [], categories: [], tier: .free, today: fuzzToday)
  }

  static func zip(csv: Data) throws -> Data? {
    let archive = try Archive(data: Data(), accessMode: .create)
    for (index, text) in csv.split(separator: 0, omittingEmptySubsequences: false).enumerated() {
      let path = index == 0 ? "Habits.csv" : String(format: "%03d Habit/Checkmarks.csv", index)
      let data = Data(text)
      try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) {
        position, size in data.subdata(in: Int(position)..<Int(position) + size)
      }
    }
    return archive.data
  }
}
