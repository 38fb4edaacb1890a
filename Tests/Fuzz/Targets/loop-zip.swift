// libFuzzer: -max_len=65536
import Foundation
import RippleCore
import RippleFuzzSupport
import RippleLoopImport
import ZIPFoundation

@testable import RippleStore

/// Loop Habit Tracker's CSV export, as its import reads it, then planned into an empty account on
/// the free plan. An input that is a zip is read as it is. Any other is the CSV texts, split by
/// NUL bytes: `Habits.csv`, then each habit's `Checkmarks.csv` (`001 …/`, `002 …/`, at most 31;
/// more NULs stay in the last text), which are put in a zip first: a changed byte inside a zip
/// only breaks its checksum, so the CSV readers are reached this way. (Reading a zip took time in
/// proportion to its entries, about 3 ms each when ZIPFoundation read it with AddressSanitizer on
/// a busy machine, so an input of hundreds of NULs passed the second an input may take.)
@main
enum LoopZip: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    var file = input.data
    if !input.bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      file = zip(csv: file)
    }
    guard
      let bundle = try? LoopImport.bundle(
        from: file, today: fuzzToday, now: fuzzNow, makeID: { UUID().uuidString })
    else { return }
    _ = try? DataWritePlan.importBundle(
      bundle, existing: [], categories: [], tier: .free, today: fuzzToday)
  }

  /// The texts as a zip of stored entries, written in one pass (adding entries one by one to an
  /// archive in memory rewrites its directory each time, which made inputs of many NUL bytes
  /// slower than the reading they test).
  static func zip(csv: Data) -> Data {
    var local = Data()
    var directory = Data()
    let texts = csv.split(separator: 0, maxSplits: 31, omittingEmptySubsequences: false)
    for (index, text) in texts.enumerated() {
      let path = Data(
        (index == 0 ? "Habits.csv" : String(format: "%03d Habit/Checkmarks.csv", index)).utf8)
      let data = Data(text)
      let offset = UInt32(local.count)
      // Version 2.0, no flags, stored, no time, the checksum, both sizes, the name's length.
      let common =
        bytes(20, 2) + bytes(0, 2) + bytes(0, 2) + bytes(0, 4)
        + bytes(UInt32(data.crc32(checksum: 0)), 4) + bytes(UInt32(data.count), 4)
        + bytes(UInt32(data.count), 4) + bytes(UInt32(path.count), 2)
      local += bytes(0x0403_4B50, 4) + common + bytes(0, 2) + path + data
      directory +=
        bytes(0x0201_4B50, 4) + bytes(20, 2) + common + bytes(0, 2 + 2 + 2 + 2 + 4)
        + bytes(offset, 4) + path
    }
    let end =
      bytes(0x0605_4B50, 4) + bytes(0, 4) + bytes(UInt32(texts.count), 2)
      + bytes(UInt32(texts.count), 2) + bytes(UInt32(directory.count), 4)
      + bytes(UInt32(local.count), 4) + bytes(0, 2)
    return local + directory + end
  }

  /// `value`'s low `count` bytes, little-endian.
  static func bytes(_ value: UInt32, _ count: Int) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
  }
}
