import Crypto
import Foundation

/// The public keys licences are checked against: the project's own, embedded here, and any an
/// operator adds (`ripple serve --licence-key`). A key is written as the base64 of its 32 raw
/// bytes, as `ripple licence keygen` prints it.
public enum LicenceKeys {
  /// The Ripple project's licence key; its private half stays with the project.
  public static let project = "elBLRfMSDSpNY1AebNq++yxJHsgZ5VLDGLwo8obT6F8="

  /// Reads a public key; nil when `text` is not one.
  public static func publicKey(_ text: String) -> Curve25519.Signing.PublicKey? {
    guard let raw = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    return try? Curve25519.Signing.PublicKey(rawRepresentation: raw)
  }

  /// Reads a private key; nil when `text` is not one.
  public static func privateKey(_ text: String) -> Curve25519.Signing.PrivateKey? {
    guard let raw = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    return try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)
  }

  /// The project's key and the operator's, in that order.
  public static func trusted(
    adding extra: [Curve25519.Signing.PublicKey] = []
  )
    -> [Curve25519.Signing.PublicKey]
  {
    [publicKey(project)!] + extra
  }

  public static func text(of key: Curve25519.Signing.PublicKey) -> String {
    key.rawRepresentation.base64EncodedString()
  }

  public static func text(of key: Curve25519.Signing.PrivateKey) -> String {
    key.rawRepresentation.base64EncodedString()
  }
}
