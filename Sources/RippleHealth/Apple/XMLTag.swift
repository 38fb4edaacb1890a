/// One start tag's raw bytes, `<Name a="1" b='2'>` or `<Name … />`, read without copying.
///
/// Attribute values stay as written: the fields Ripple reads (types, dates, numbers) never
/// hold entity references, and none is expanded.
struct XMLTag {
  let bytes: UnsafeBufferPointer<UInt8>

  /// The element's name.
  var name: UnsafeBufferPointer<UInt8> {
    var end = 1
    while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
    return UnsafeBufferPointer(rebasing: bytes[1..<end])
  }

  /// Calls `body` with each attribute's name and value, in order, until it returns false.
  func forEachAttribute(
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    var index = 1
    let count = bytes.count
    while index < count, !Self.endsName(bytes[index]) { index += 1 }
    while index < count {
      while index < count, Self.isSpace(bytes[index]) { index += 1 }
      let nameStart = index
      while index < count, bytes[index] != UInt8(ascii: "="), !Self.endsName(bytes[index]) {
        index += 1
      }
      let nameEnd = index
      while index < count, Self.isSpace(bytes[index]) { index += 1 }
      guard index < count, bytes[index] == UInt8(ascii: "="), nameEnd > nameStart else {
        index += 1
        continue
      }
      index += 1
      while index < count, Self.isSpace(bytes[index]) { index += 1 }
      guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      else { continue }
      let quote = bytes[index]
      let valueStart = index + 1
      index = valueStart
      while index < count, bytes[index] != quote { index += 1 }
      guard index < count else { return }
      let goOn = body(
        UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]),
        UnsafeBufferPointer(rebasing: bytes[valueStart..<index]))
      guard goOn else { return }
      index += 1
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }
}
