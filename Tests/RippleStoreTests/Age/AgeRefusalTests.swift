import Foundation
import Testing

@testable import RippleStore

/// A wrong passphrase, a cut, a changed byte or a hostile header is each refused by name.
@Suite("age files: refusals")
struct AgeRefusalTests {
  static let passphrase = "correct horse battery"
  /// 200,000 bytes: four chunks, the last one short.
  static let plaintext = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
  static let file = try! AgeFile.encrypt(plaintext, passphrase: passphrase, workFactor: 10)
  static let payloadStart = try! AgeHeader.parse(Array(file)).payloadStart

  private func refusal(_ file: Data, passphrase: String = passphrase) -> AgeError? {
    do {
      _ = try AgeFile.decrypt(file, passphrase: passphrase)
      return nil
    } catch {
      return error
    }
  }

  private func flipping(_ offset: Int, in file: Data = file) -> Data {
    var copy = file
    copy[offset] ^= 0x01
    return copy
  }

  /// The header with the base64 character at `offset` swapped for another valid one.
  private func changingBase64(at offset: Int) -> Data {
    var copy = Self.file
    copy[offset] = UInt8(
      ascii: nonCanonical(Character(UnicodeScalar(copy[offset]))).unicodeScalars.first!)
    return copy
  }

  private func header(_ edit: (String) -> String) -> Data {
    let text = String(decoding: Self.file.prefix(Self.payloadStart), as: UTF8.self)
    return Data(edit(text).utf8) + Self.file.suffix(from: Self.payloadStart)
  }

  @Test func wrongPassphrase() {
    #expect(refusal(Self.file, passphrase: "correct horse battery!") == .wrongPassphrase)
    #expect(refusal(Self.file, passphrase: "") == .wrongPassphrase)
  }

  @Test("a file cut anywhere is refused")
  func truncated() {
    #expect(refusal(Self.file.prefix(0)) == .notAgeFile)
    #expect(refusal(Self.file.prefix(25)) == .truncated)
    #expect(refusal(Self.file.prefix(40)) == .truncated)
    #expect(refusal(Self.file.prefix(Self.payloadStart)) == .truncated)
    #expect(refusal(Self.file.prefix(Self.payloadStart + 15)) == .truncated)
    #expect(refusal(Self.file.prefix(Self.payloadStart + 16)) == .truncated)
    #expect(refusal(Self.file.prefix(Self.payloadStart + 16 + 100)) == .payloadDamaged)
    let twoChunks = Self.payloadStart + 16 + 2 * (65_536 + 16)
    #expect(refusal(Self.file.prefix(twoChunks)) == .payloadDamaged)
    #expect(refusal(Self.file.dropLast()) == .payloadDamaged)
  }

  @Test("one changed byte in the header, the MAC, the payload or the last chunk is refused")
  func flippedBytes() {
    let text = String(decoding: Self.file.prefix(Self.payloadStart), as: UTF8.self)
    let stanzaBody = text.utf8.count - 49 - 20
    let mac = text.utf8.count - 10
    #expect(refusal(changingBase64(at: stanzaBody)) == .wrongPassphrase)
    #expect(refusal(changingBase64(at: mac)) == .headerTampered)
    #expect(refusal(flipping(3)) == .notAgeFile)
    #expect(refusal(flipping(Self.payloadStart + 3)) == .payloadDamaged)
    #expect(refusal(flipping(Self.payloadStart + 16 + 70_000)) == .payloadDamaged)
    #expect(refusal(flipping(Self.file.count - 1)) == .payloadDamaged)
    #expect(refusal(flipping(Self.file.count - 40)) == .payloadDamaged)
  }

  @Test("a chunk appended after the last one is refused")
  func appendedChunk() throws {
    let oneFullChunk = try AgeFile.encrypt(
      Data(count: 65_536), passphrase: Self.passphrase, workFactor: 10)
    #expect(refusal(oneFullChunk + oneFullChunk.suffix(17)) == .payloadDamaged)
    #expect(refusal(oneFullChunk + Data(count: 16)) == .payloadDamaged)
    #expect(refusal(Self.file + Data(count: 16)) == .payloadDamaged)
  }

  @Test("a work factor above the limit is refused before any scrypt work")
  func hugeWorkFactor() {
    #expect(
      refusal(header { $0.replacingOccurrences(of: " 10\n", with: " 23\n") })
        == .workFactorTooHigh(23, maximum: 22))
    #expect(
      refusal(header { $0.replacingOccurrences(of: " 10\n", with: " 63\n") })
        == .workFactorTooHigh(63, maximum: 22))
    #expect(throws: AgeError.workFactorTooHigh(10, maximum: 9)) {
      try AgeFile.decrypt(Self.file, passphrase: Self.passphrase, maximumWorkFactor: 9)
    }
  }

  @Test("another version is refused by name")
  func otherVersion() {
    #expect(
      refusal(header { $0.replacingOccurrences(of: "org/v1\n", with: "org/v2\n") })
        == .unsupportedVersion("age-encryption.org/v2"))
  }

  @Test("a scrypt stanza beside another stanza is refused")
  func mixedStanzas() {
    let other = "-> X25519 aGVsbG8\nAAAA\n"
    let mixed = header { $0.replacingOccurrences(of: "\n-> scrypt", with: "\n\(other)-> scrypt") }
    #expect(refusal(mixed) == .malformedHeader("a scrypt stanza must be the only stanza"))
    let twice = header { text in
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return ([lines[0], lines[1], lines[2], lines[1], lines[2]] + lines[3...])
        .joined(separator: "\n")
    }
    #expect(refusal(twice) == .malformedHeader("a scrypt stanza must be the only stanza"))
  }

  @Test("a file for a key instead of a passphrase is refused by name")
  func keyRecipient() {
    let keyed = header { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      lines[1] = "-> X25519 aGVsbG8"
      return lines.joined(separator: "\n")
    }
    #expect(refusal(keyed) == .notPassphraseProtected)
  }

  @Test("padded or non-canonical base64 and malformed arguments are refused")
  func badEncoding() {
    let text = String(decoding: Self.file.prefix(Self.payloadStart), as: UTF8.self)
    let salt = String(text.split(separator: "\n")[1].split(separator: " ")[2])
    let cases: [(String, String)] = [
      (" \(salt) ", " \(salt)= "),
      (" \(salt) ", " \(salt.dropLast())* "),
      (" \(salt) ", " \(salt.dropLast())" + nonCanonical(salt.last!) + " "),
      (" 10\n", " 010\n"),
      (" 10\n", " 1x\n"),
      (" 10\n", " 10 extra\n"),
      ("scrypt ", "scrypt  "),
    ]
    for (old, new) in cases {
      let edited = header { $0.replacingOccurrences(of: old, with: new) }
      guard case .malformedHeader = refusal(edited) else {
        Issue.record(
          "'\(new)' was not refused as malformed: \(String(describing: refusal(edited)))")
        continue
      }
    }
  }

  @Test("a MAC line that is not 32 bytes of base64 is refused")
  func badMAC() {
    let shortMAC = header { text in
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      lines[3] = "--- AAAA"
      return lines.joined(separator: "\n")
    }
    #expect(refusal(shortMAC) == .malformedHeader("the MAC is not 32 bytes of base64"))
  }

  /// The same 6-bit group's neighbour that differs only in unused low bits.
  private func nonCanonical(_ last: Character) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let index = alphabet.firstIndex(of: last)!
    return String(alphabet[index ^ 1])
  }
}
