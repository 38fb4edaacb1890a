import Crypto

/// The recovery kit's key: 32 random bytes that open the account key when the passphrase is lost.
/// Printed as 14 groups of 4 Crockford base32 characters (no I, L, O or U): 52 for the key and 4
/// for a check over it (the first 20 bits of its SHA-256), so a mistyped kit is told apart from a
/// wrong one. Read back ignoring case, spaces and dashes, with O read as 0 and I or L as 1.
public struct RecoveryKey: Equatable, Sendable {
  public let bytes: [UInt8]

  static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

  public init(bytes: [UInt8]) {
    precondition(bytes.count == 32, "a recovery key is 32 bytes")
    self.bytes = bytes
  }

  /// A fresh random key.
  public static func random() -> RecoveryKey {
    RecoveryKey(bytes: SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) })
  }

  public var key: SymmetricKey { SymmetricKey(data: bytes) }

  /// "7K3M-…" : 14 groups of 4.
  public var text: String {
    let characters = Self.base32(bytes) + Self.check(bytes)
    var groups: [String] = []
    var index = characters.startIndex
    while index < characters.endIndex {
      let end = characters.index(index, offsetBy: 4)
      groups.append(String(decoding: characters[index..<end], as: UTF8.self))
      index = end
    }
    return groups.joined(separator: "-")
  }

  /// The key `text` prints. Throws `PrivateModeError.malformedRecoveryKey` for anything else.
  public init(text: String) throws(PrivateModeError) {
    var values: [UInt8] = []
    for byte in text.uppercased().utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") { continue }
      let read: UInt8 =
        switch byte {
        case UInt8(ascii: "O"): UInt8(ascii: "0")
        case UInt8(ascii: "I"), UInt8(ascii: "L"): UInt8(ascii: "1")
        default: byte
        }
      guard let value = Self.alphabet.firstIndex(of: read) else { throw .malformedRecoveryKey }
      values.append(UInt8(value))
    }
    guard values.count == 56 else { throw .malformedRecoveryKey }
    var bits = 0
    var buffer = 0
    var bytes: [UInt8] = []
    for value in values[..<52] {
      buffer = (buffer << 5) | Int(value)
      bits += 5
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8((buffer >> bits) & 0xFF))
      }
    }
    // 52 characters carry 260 bits: the last 4 are padding and must be zero.
    guard bytes.count == 32, buffer & ((1 << bits) - 1) == 0,
      Array(Self.check(bytes)) == values[52...].map({ Self.alphabet[Int($0)] })
    else { throw .malformedRecoveryKey }
    self.init(bytes: bytes)
  }

  private static func base32(_ bytes: [UInt8]) -> [UInt8] {
    var characters: [UInt8] = []
    var buffer = 0
    var bits = 0
    for byte in bytes {
      buffer = (buffer << 8) | Int(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        characters.append(alphabet[(buffer >> bits) & 31])
      }
      buffer &= (1 << bits) - 1
    }
    if bits > 0 { characters.append(alphabet[(buffer << (5 - bits)) & 31]) }
    return characters
  }

  /// Four characters: the first 20 bits of the key's SHA-256.
  private static func check(_ bytes: [UInt8]) -> [UInt8] {
    let digest = Array(SHA256.hash(data: bytes))
    let bits = (Int(digest[0]) << 12) | (Int(digest[1]) << 4) | (Int(digest[2]) >> 4)
    return (0..<4).map { alphabet[(bits >> (15 - 5 * $0)) & 31] }
  }
}
