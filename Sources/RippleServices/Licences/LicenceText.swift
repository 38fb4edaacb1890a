import Crypto
import Foundation
import RippleCore

/// A licence as people copy it: `RIPPLE-LICENCE.<payload>.<signature>`, both parts
/// base64url, the signature Ed25519 over the payload's UTF-8 bytes. Verified offline.
public enum LicenceText {
  public static let prefix = "RIPPLE-LICENCE."

  /// Signs `claims` with the seller's key.
  public static func sign(
    _ claims: LicenceClaims, with key: Curve25519.Signing.PrivateKey
  ) throws -> String {
    let payload = Data(claims.payload.utf8)
    let signature = try key.signature(for: payload)
    return prefix + Base64URL.encode(payload) + "." + Base64URL.encode(signature)
  }

  /// The claims of `text` when one of `keys` signed it; spaces and line breaks a paste added
  /// are ignored.
  public static func verify(
    _ text: String, keys: [Curve25519.Signing.PublicKey]
  ) throws(LicenceError) -> LicenceClaims {
    let compact = normalised(text)
    guard compact.hasPrefix(prefix) else { throw .malformed("it should start with \(prefix)") }
    let parts = compact.dropFirst(prefix.count).split(
      separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let payload = Base64URL.decode(String(parts[0])),
      let signature = Base64URL.decode(String(parts[1]))
    else { throw .malformed("it is cut short or has extra characters") }
    guard keys.contains(where: { $0.isValidSignature(signature, for: payload) }) else {
      throw .untrusted
    }
    guard let body = String(data: payload, encoding: .utf8) else {
      throw .malformed("unreadable text")
    }
    return try LicenceClaims(payload: body)
  }

  /// The text without the whitespace a copy and paste may add.
  public static func normalised(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
  }
}
