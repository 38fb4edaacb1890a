import Foundation
import RippleCore

/// What the server checks of a keyring before it keeps one, since it can open none: the format,
/// the passphrase's work, and the sizes of the salt and of the two sealed account keys. Each
/// broken rule names its field; nothing is kept unless every rule holds.
public enum PrivateKeyringRules {
  /// The one keyring format there is.
  public static let version = 1
  /// PBKDF2's iterations: at least what the clients use (`PassphraseKey.iterations`), and few
  /// enough that a device can still derive the key.
  public static let iterations = 600_000...10_000_000
  public static let saltBytes = 16
  /// A sealed account key (`ItemSeal`): the format byte, a 12-byte nonce, the 32-byte key and
  /// the 16-byte tag.
  public static let sealedKeyBytes = 1 + 12 + 32 + 16
  /// The format byte a sealed key starts with.
  public static let sealFormat: UInt8 = 1

  /// The keyring, saved at `now`, when every rule holds; else the first broken rule.
  public static func checked(
    version: Int?, iterations: Int?, salt: String?, wrappedByPassphrase: String?,
    wrappedByRecovery: String?, now: Int64
  ) throws(ValidationError) -> PrivateKeyringRecord {
    guard let version else { throw missing("version") }
    guard version == Self.version else {
      throw ValidationError(field: "version", message: "'version' must be \(Self.version)")
    }
    guard let iterations else { throw missing("iterations") }
    guard Self.iterations.contains(iterations) else {
      throw ValidationError(
        field: "iterations",
        message:
          "'iterations' must be from \(Self.iterations.lowerBound) to \(Self.iterations.upperBound)"
      )
    }
    let (salt, _) = try base64(salt, "salt", bytes: saltBytes)
    let byPassphrase = try sealedKey(wrappedByPassphrase, "wrappedByPassphrase")
    let byRecovery = try sealedKey(wrappedByRecovery, "wrappedByRecovery")
    return PrivateKeyringRecord(
      version: version, iterations: iterations, salt: salt, wrappedByPassphrase: byPassphrase,
      wrappedByRecovery: byRecovery, updatedAt: now)
  }

  private static func sealedKey(_ text: String?, _ field: String) throws(ValidationError) -> String
  {
    let (text, data) = try base64(text, field, bytes: sealedKeyBytes)
    guard data.first == sealFormat else {
      throw ValidationError(
        field: field, message: "'\(field)' must be a sealed key of format \(sealFormat)")
    }
    return text
  }

  /// `text`, and what it decodes to, when it is base64 of `bytes` bytes (`canonicalBase64`).
  private static func base64(
    _ text: String?, _ field: String, bytes: Int
  ) throws(ValidationError) -> (String, Data) {
    guard let text else { throw missing(field) }
    guard let data = canonicalBase64(text), data.count == bytes else {
      throw ValidationError(field: field, message: "'\(field)' must be \(bytes) bytes in base64")
    }
    return (text, data)
  }

  /// What `text` decodes to when it is base64 in its one form: the standard alphabet, padded,
  /// encoding back to itself (Foundation also accepts forms that do not). Keyrings and sealed
  /// items alike are checked by it.
  static func canonicalBase64(_ text: String) -> Data? {
    guard let data = Data(base64Encoded: text), data.base64EncodedString() == text else {
      return nil
    }
    return data
  }

  private static func missing(_ field: String) -> ValidationError {
    ValidationError(field: field, message: "'\(field)' is required")
  }
}
