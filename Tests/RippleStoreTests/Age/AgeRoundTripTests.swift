import Foundation
import Testing

@testable import RippleStore

/// Files Ripple writes in the age format read back to the same bytes, at every chunk boundary.
@Suite("age files: round trips")
struct AgeRoundTripTests {
  static let sizes = [0, 1, 65_536, 65_537, 200_000]

  @Test("a payload round-trips", arguments: sizes)
  func roundTrip(size: Int) throws {
    let plaintext = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    let file = try AgeFile.encrypt(plaintext, passphrase: "correct horse", workFactor: 10)
    #expect(try AgeFile.decrypt(file, passphrase: "correct horse") == plaintext)
  }

  @Test("the payload is one 16-byte tag per 64 KiB chunk longer than the plaintext")
  func payloadLength() throws {
    for (size, chunks) in [(0, 1), (1, 1), (65_536, 1), (65_537, 2), (200_000, 4)] {
      let file = try AgeFile.encrypt(Data(count: size), passphrase: "p", workFactor: 10)
      let header = try AgeHeader.parse(Array(file))
      #expect(file.count - header.payloadStart == 16 + size + 16 * chunks, "size \(size)")
    }
  }

  @Test("the header has one scrypt stanza with a 16-byte salt and the work factor")
  func headerShape() throws {
    let file = try AgeFile.encrypt(Data("hi".utf8), passphrase: "p", workFactor: 10)
    let lines = String(decoding: file.prefix(200), as: UTF8.self).split(separator: "\n")
    #expect(lines[0] == "age-encryption.org/v1")
    let stanza = lines[1].split(separator: " ")
    #expect(stanza.count == 4)
    #expect(stanza[0] == "->" && stanza[1] == "scrypt" && stanza[3] == "10")
    #expect(AgeBase64.decode(stanza[2])?.count == 16)
    #expect(lines[2].count == 43)
    #expect(lines[3].hasPrefix("--- ") && lines[3].count == 47)
  }

  @Test("two files of the same plaintext and passphrase share no bytes after the version line")
  func freshKeys() throws {
    let first = try AgeFile.encrypt(Data("same".utf8), passphrase: "p", workFactor: 10)
    let second = try AgeFile.encrypt(Data("same".utf8), passphrase: "p", workFactor: 10)
    #expect(first != second)
    #expect(first.suffix(20) != second.suffix(20))
  }

  @Test("an age file is recognised by its first bytes; JSON is not")
  func recognition() throws {
    #expect(AgeFile.looksLikeAge(Data("age-encryption.org/v2\n".utf8)))
    #expect(!AgeFile.looksLikeAge(Data(#"{"format":"ripple-backup"}"#.utf8)))
    #expect(throws: AgeError.notAgeFile) {
      try AgeFile.decrypt(Data(#"{"a":1}"#.utf8), passphrase: "p")
    }
  }
}
