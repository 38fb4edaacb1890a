import Foundation

/// The base64 of age headers: the standard alphabet without `=` padding, canonical only.
enum AgeBase64 {
  static func encode(_ bytes: some Sequence<UInt8>) -> String {
    var text = Data(bytes).base64EncodedString()
    while text.last == "=" { text.removeLast() }
    return text
  }

  /// The bytes of `text`, or nil when it has padding, a character outside the alphabet, an
  /// impossible length or non-zero unused bits (a second spelling of the same bytes).
  static func decode(_ text: Substring) -> [UInt8]? {
    guard text.utf8.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for character in text.utf8 {
      guard let value = sextet(character) else { return nil }
      buffer = (buffer << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    guard buffer & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
    return bytes
  }

  private static func sextet(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): return 62
    case UInt8(ascii: "/"): return 63
    default: return nil
    }
  }
}
