import Foundation
import RippleCore
import Synchronization
import Testing

@testable import RippleLoopImport
@testable import RippleStore

/// A deflate stream is read only as far as its entry's bytes go: a zip whose stream outruns them
/// is refused, where a reader that kept asking for more at the end of the file never returned.
@Suite("Loop zips whose deflate streams end early")
struct LoopDeflateEndTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  /// Reads `file` on a thread of its own and waits at most `seconds`: a reader that never ends
  /// fails the test instead of hanging the run.
  static func refusal(_ file: Data, within seconds: Int) -> Result<ImportBundle, any Error>? {
    let outcome = Mutex<Result<ImportBundle, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let result = Result {
        try LoopImport.bundle(from: file, today: try Day(parsing: "2026-11-18"), now: 1)
      }
      outcome.withLock { $0 = result }
      done.signal()
    }
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return outcome.withLock { $0 }
  }

  @Test func theFuzzersTruncatedStreamIsRefusedInTime() throws {
    let file = try Data(
      contentsOf: Self.fuzzFolder.appendingPathComponent("loop-zip/truncated-deflate.refused"))

    let outcome = try #require(Self.refusal(file, within: 20), "still reading after 20 s")

    guard case .failure(let error) = outcome, case .badFile(let message)? = error as? StoreError
    else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(message.hasPrefix("This zip file is damaged:"), "\(message)")
  }

  @Test func anEntryCutShortIsRefused() throws {
    let zip = try LoopFixture.zip([
      ("Habits.csv", "Position,Name\n001,Floss\n"),
      ("001 Floss/Checkmarks.csv", String(repeating: "2024-01-01,2\n", count: 400)),
    ])
    let cut = try #require(Self.cutLastEntry(zip, by: 8))

    let outcome = try #require(Self.refusal(cut, within: 20), "still reading after 20 s")

    guard case .failure(let error) = outcome, case .badFile(let message)? = error as? StoreError
    else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(message == "This zip file is damaged: 001 Floss/Checkmarks.csv cannot be read")
  }

  /// `zip` with its last entry's compressed size in the central directory `bytes` smaller, so its
  /// deflate stream is cut before its end.
  static func cutLastEntry(_ zip: Data, by bytes: UInt32) -> Data? {
    var data = [UInt8](zip)
    guard
      let header = data.indices.last(where: { data[$0...].starts(with: [0x50, 0x4B, 0x01, 0x02]) })
    else { return nil }
    let size = (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[header + 20 + $1]) << (8 * $1) }
    for index in 0..<4 {
      data[header + 20 + index] = UInt8(truncatingIfNeeded: (size - bytes) >> (8 * index))
    }
    return Data(data)
  }
}
