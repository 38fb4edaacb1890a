/// One recipient stanza of an age header: `-> type arguments…` and a base64 body.
struct AgeStanza: Equatable, Sendable {
  var type: String
  var arguments: [String]
  var body: [UInt8]
}

/// The textual header of an age file: its stanzas, its MAC, and where the payload starts.
struct AgeHeader: Equatable, Sendable {
  static let versionLine = "age-encryption.org/v1"
  static let prefix = Array("age-encryption.org/".utf8)

  var stanzas: [AgeStanza]
  var mac: [UInt8]
  /// The header bytes the MAC covers: from the version line to the footer's `---`.
  var authenticated: [UInt8]
  var payloadStart: Int

  /// The header up to and including `---`, the bytes the MAC is computed over.
  static func unauthenticatedText(_ stanzas: [AgeStanza]) -> [UInt8] {
    var text = versionLine + "\n"
    for stanza in stanzas {
      text += (["->", stanza.type] + stanza.arguments).joined(separator: " ") + "\n"
      let body = Array(AgeBase64.encode(stanza.body).utf8)
      var start = 0
      repeat {
        let end = min(start + 64, body.count)
        text += String(decoding: body[start..<end], as: UTF8.self) + "\n"
        start += 64
      } while start <= body.count
    }
    return Array((text + "---").utf8)
  }

  static func encoded(_ stanzas: [AgeStanza], mac: [UInt8]) -> [UInt8] {
    unauthenticatedText(stanzas) + Array((" " + AgeBase64.encode(mac) + "\n").utf8)
  }

  /// Reads the header of `file`, refusing anything the format does not allow.
  static func parse(_ file: [UInt8]) throws(AgeError) -> AgeHeader {
    guard file.starts(with: prefix) else { throw .notAgeFile }
    var reader = LineReader(bytes: file)
    let version = try reader.line()
    guard version == versionLine else { throw .unsupportedVersion(version) }
    var stanzas: [AgeStanza] = []
    while true {
      let lineStart = reader.offset
      let line = try reader.line()
      if line.hasPrefix("--- ") {
        guard let mac = AgeBase64.decode(line.dropFirst(4)), mac.count == 32 else {
          throw .malformedHeader("the MAC is not 32 bytes of base64")
        }
        return AgeHeader(
          stanzas: stanzas, mac: mac, authenticated: Array(file[..<(lineStart + 3)]),
          payloadStart: reader.offset)
      }
      guard line.hasPrefix("-> ") else {
        throw .malformedHeader("expected a stanza or the MAC, found '\(line.prefix(20))'")
      }
      let words = line.dropFirst(3).split(separator: " ", omittingEmptySubsequences: false)
      guard let type = words.first, words.allSatisfy(isArgument) else {
        throw .malformedHeader("a stanza has an empty or invalid argument")
      }
      stanzas.append(
        AgeStanza(
          type: String(type), arguments: words.dropFirst().map(String.init),
          body: try reader.body()))
    }
  }

  private static func isArgument(_ word: Substring) -> Bool {
    !word.isEmpty && word.utf8.allSatisfy { (0x21...0x7E).contains($0) }
  }
}

/// Reads `\n`-terminated lines of an age header.
private struct LineReader {
  let bytes: [UInt8]
  var offset = 0

  mutating func line() throws(AgeError) -> String {
    guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
      throw .truncated
    }
    let line = bytes[offset..<end]
    guard line.allSatisfy({ (0x20...0x7E).contains($0) }) else {
      throw .malformedHeader("a header line has a character outside printable ASCII")
    }
    offset = end + 1
    return String(decoding: line, as: UTF8.self)
  }

  /// A stanza body: full 64-column lines, ended by a shorter (possibly empty) line.
  mutating func body() throws(AgeError) -> [UInt8] {
    var text = ""
    while true {
      let line = try line()
      guard line.utf8.count <= 64 else {
        throw .malformedHeader("a stanza body line is longer than 64 columns")
      }
      text += line
      if line.utf8.count < 64 { break }
    }
    guard let body = AgeBase64.decode(Substring(text)) else {
      throw .malformedHeader("a stanza body is not canonical unpadded base64")
    }
    return body
  }
}
