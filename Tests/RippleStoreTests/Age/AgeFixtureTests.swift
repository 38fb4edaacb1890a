import Foundation
import Testing

@testable import RippleStore

/// Files written by another age implementation open in Ripple.
@Suite("age files: another implementation's file")
struct AgeFixtureTests {
  /// Written by pyrage (rage, the Rust implementation) with
  /// `pyrage.passphrase.encrypt(b"0123456789abcdef" * 4200 + b"end\n", "ripple fixture passphrase")`:
  /// two chunks, at the work factor rage chose (2^19).
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/age/pyrage-passphrase.age")

  /// One test: the file's work factor takes seconds in a debug build.
  @Test func pyrageFileDecrypts() throws {
    let file = try Data(contentsOf: Self.fixture)
    let expected = Data((String(repeating: "0123456789abcdef", count: 4200) + "end\n").utf8)
    #expect(try AgeFile.decrypt(file, passphrase: "ripple fixture passphrase") == expected)
  }
}
