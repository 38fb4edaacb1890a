import Crypto
import CryptoExtras
import Foundation

/// The key a passphrase gives: PBKDF2-HMAC-SHA256 over its UTF-8 bytes (NFC-normalised, so the
/// same words typed on two keyboards give one key), 32 bytes. PBKDF2 rather than a memory-hard
/// function because the browser's Web Crypto has only PBKDF2, and every device must derive the
/// same key; the iteration count is kept with the keyring, so a later version can raise it.
public enum PassphraseKey {
  /// OWASP's 2023 figure for PBKDF2-HMAC-SHA256.
  public static let iterations = 600_000

  public static func derive(
    _ passphrase: String, salt: [UInt8], iterations: Int
  ) throws
    -> SymmetricKey
  {
    try KDF.Insecure.PBKDF2.deriveKey(
      from: Array(passphrase.precomposedStringWithCanonicalMapping.utf8), salt: salt,
      using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: iterations)
  }
}
