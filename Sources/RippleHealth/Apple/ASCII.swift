/// Reading numbers and words from raw bytes without making strings of them.
enum ASCII {
  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    let other = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes.elementsEqual(other)
  }

  static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard bytes.count >= word.utf8CodeUnitCount else { return false }
    let other = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return UnsafeBufferPointer(rebasing: bytes[0..<other.count]).elementsEqual(other)
  }

  /// A decimal number such as `412`, `-3`, `30.5` or `1.2e3`; nil for anything else.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard !bytes.isEmpty, bytes.count <= 40 else { return nil }
    // The common case, digits only, without making a string.
    var whole = 0
    var isWhole = true
    for byte in bytes {
      guard byte >= 0x30, byte <= 0x39 else {
        isWhole = false
        break
      }
      whole = whole * 10 + Int(byte - 0x30)
    }
    if isWhole, bytes.count <= 15 { return Double(whole) }
    return Double(String(decoding: bytes, as: UTF8.self))
  }

  /// The value of `count` digits starting at `start`, or nil when one is not a digit.
  static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    guard start >= 0, start + count <= bytes.count else { return nil }
    var value = 0
    for index in start..<start + count {
      let byte = bytes[index]
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }
}
