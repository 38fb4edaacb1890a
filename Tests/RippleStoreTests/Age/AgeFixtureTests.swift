import Foundation
import Testing

@testable import RippleStore

/// Files written by other code than Ripple's open in Ripple.
@Suite("age files: another implementation's file")
struct AgeFixtureTests {
  /// Written by Tests/Fixtures/age/make-fixture.py from Python's `cryptography` primitives at
  /// work factor 2^10 and accepted by rage (pyrage) before it was saved: two chunks, the last
  /// one short.
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/age/scrypt-logn10.age")

  @Test func theFixtureDecrypts() throws {
    let file = try Data(contentsOf: Self.fixture)
    let expected = Data((String(repeating: "0123456789abcdef", count: 4200) + "end\n").utf8)
    #expect(try AgeFile.decrypt(file, passphrase: "ripple fixture passphrase") == expected)
  }

  @Test func theFixtureRefusesAnotherPassphrase() throws {
    let file = try Data(contentsOf: Self.fixture)
    #expect(throws: AgeError.wrongPassphrase) {
      try AgeFile.decrypt(file, passphrase: "ripple fixture passphrase.")
    }
  }
}
