// libFuzzer: -max_len=16384 -dict=Tests/Fuzz/json.dict
import Foundation
import RippleFuzzSupport

@testable import RippleWasm

/// The browser engine's exports, as the web app calls them: the first byte chooses the export,
/// the rest is its JSON request. A NUL in the rest splits it: the part before is held first as the
/// replica (`ripple_replica_hold`), so the export can work on it. Every answer, an error too, must
/// be one JSON object, since the web app parses it.
@main
enum EngineJSON: FuzzTarget {
  typealias Export = @Sendable (UnsafeRawPointer, Int32) -> UnsafeMutableRawPointer

  static let exports: [Export] = [
    rippleToday, rippleCheckIn, rippleStreaks, rippleScheduleText, rippleValidateHabit,
    rippleValidateCheckIn, rippleStatistics, rippleHabitStatistics, rippleInsights,
    rippleStreakHistory, rippleReplicaHold, rippleHabitHistory, rippleHistoryMatrix,
  ]

  static func fuzz(_ input: FuzzInput) {
    guard let (index, rest) = input.choice(among: exports.count) else { return }
    HeldReplica.current = nil
    var request = rest
    if let split = rest.firstIndex(of: 0) {
      call(rippleReplicaHold, Data(rest[..<split]))
      request = Data(rest[(split + 1)...])
    }
    call(exports[index], request)
  }

  static func call(_ export: Export, _ json: Data) {
    let input = UnsafeMutableRawPointer.allocate(byteCount: max(json.count, 1), alignment: 8)
    defer { input.deallocate() }
    json.copyBytes(to: input.assumingMemoryBound(to: UInt8.self), count: json.count)
    let answer = export(input, Int32(json.count))
    defer { answer.deallocate() }
    let length = Int(UInt32(littleEndian: answer.load(as: UInt32.self)))
    let bytes = Data(bytes: answer + 4, count: length)
    guard (try? JSONSerialization.jsonObject(with: bytes)) is [String: Any] else {
      fuzzFailure("the answer is not a JSON object: \(String(decoding: bytes, as: UTF8.self))")
    }
  }
}
