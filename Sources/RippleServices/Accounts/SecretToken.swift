import Crypto
import Foundation

/// A random 256-bit secret as sent to its holder, and the SHA-256 digest the store keeps.
public struct SecretToken: Sendable {
  /// What the holder sends back (URL-safe base64, with `prefix`).
  public var value: String

  /// A new secret from the system's random source.
  public static func generate(prefix: String = "") -> SecretToken {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return SecretToken(value: prefix + base64URL(bytes))
  }

  public var digest: String { Self.digest(of: value) }

  /// SHA-256 of `text`, as lower-case hex. Worked out on every signed-in request, so it spells
  /// the hex digits itself rather than formatting 32 strings.
  public static func digest(of text: String) -> String {
    var hex: [UInt8] = []
    hex.reserveCapacity(2 * SHA256.byteCount)
    for byte in SHA256.hash(data: Data(text.utf8)) {
      hex.append(hexDigits[Int(byte >> 4)])
      hex.append(hexDigits[Int(byte & 0x0f)])
    }
    return String(decoding: hex, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  public static func base64URL(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }
}
