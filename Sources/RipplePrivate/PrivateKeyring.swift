import Crypto
import Foundation
import RippleCore

/// What the server keeps of a private-mode account's keys, none of which it can open: a random
/// account key (the one every item is sealed under) wrapped twice, under the key of the passphrase
/// (`PassphraseKey`) and under the recovery kit's key (`RecoveryKey`). Each wrapping is an item of
/// its own (`PrivateItem.Kind.accountKey`, ids "passphrase" and "recovery"), so neither can stand
/// in for the other.
///
/// Changing the passphrase wraps the same account key again (`changingPassphrase`): no item is
/// sealed anew. Modelled on Standard Notes' protocol 004, with the sign-in password kept apart.
public struct PrivateKeyring: Equatable, Sendable {
  public static let minimumPassphraseLength = 10

  /// The keyring's format.
  public var version: Int
  /// PBKDF2-HMAC-SHA256's iterations for the passphrase.
  public var iterations: Int
  /// The passphrase's salt: 16 random bytes, base64.
  public var salt: String
  /// The account key sealed under the passphrase's key (an `ItemSeal`, base64).
  public var wrappedByPassphrase: String
  /// The account key sealed under the recovery kit's key.
  public var wrappedByRecovery: String

  public init(
    version: Int = 1, iterations: Int, salt: String, wrappedByPassphrase: String,
    wrappedByRecovery: String
  ) {
    self.version = version
    self.iterations = iterations
    self.salt = salt
    self.wrappedByPassphrase = wrappedByPassphrase
    self.wrappedByRecovery = wrappedByRecovery
  }

  static let passphraseItem = PrivateItem(kind: .accountKey, id: "passphrase")
  static let recoveryItem = PrivateItem(kind: .accountKey, id: "recovery")

  /// A new keyring: a fresh account key, wrapped under `passphrase` and under a fresh recovery
  /// key, which is returned to be printed once (the kit) and never kept.
  public static func create(
    passphrase: String, iterations: Int = PassphraseKey.iterations
  ) throws
    -> (keyring: PrivateKeyring, accountKey: SymmetricKey, recovery: RecoveryKey)
  {
    try checkLength(passphrase)
    let accountKey = SymmetricKey(size: .bits256)
    let recovery = RecoveryKey.random()
    let salt = SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }
    let keyring = PrivateKeyring(
      iterations: iterations, salt: Data(salt).base64EncodedString(),
      wrappedByPassphrase: try wrap(
        accountKey, for: passphraseItem,
        under: PassphraseKey.derive(passphrase, salt: salt, iterations: iterations)),
      wrappedByRecovery: try wrap(accountKey, for: recoveryItem, under: recovery.key))
    return (keyring, accountKey, recovery)
  }

  /// The account key, from the passphrase. Throws `PrivateModeError.wrongPassphrase`.
  public func accountKey(passphrase: String) throws -> SymmetricKey {
    guard let salt = Data(base64Encoded: salt) else {
      throw PrivateModeError.malformed(PrivateItemName(kind: "keyring", id: "salt"))
    }
    let key = try PassphraseKey.derive(passphrase, salt: Array(salt), iterations: iterations)
    do {
      return try Self.unwrap(wrappedByPassphrase, for: Self.passphraseItem, under: key)
    } catch .tampered {
      throw PrivateModeError.wrongPassphrase
    }
  }

  /// The account key, from the recovery kit. Throws `PrivateModeError.wrongRecoveryKey`.
  public func accountKey(recovery: RecoveryKey) throws -> SymmetricKey {
    do {
      return try Self.unwrap(wrappedByRecovery, for: Self.recoveryItem, under: recovery.key)
    } catch .tampered {
      throw PrivateModeError.wrongRecoveryKey
    }
  }

  /// The keyring with the account key wrapped under `newPassphrase` (and a fresh salt) instead;
  /// the recovery kit still opens it.
  public func changingPassphrase(
    to newPassphrase: String, accountKey: SymmetricKey
  ) throws
    -> PrivateKeyring
  {
    try Self.checkLength(newPassphrase)
    let salt = SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }
    var changed = self
    changed.salt = Data(salt).base64EncodedString()
    changed.iterations = max(iterations, PassphraseKey.iterations)
    changed.wrappedByPassphrase = try Self.wrap(
      accountKey, for: Self.passphraseItem,
      under: PassphraseKey.derive(newPassphrase, salt: salt, iterations: changed.iterations))
    return changed
  }

  private static func checkLength(_ passphrase: String) throws {
    guard passphrase.count >= minimumPassphraseLength else {
      throw PrivateModeError.passphraseTooShort
    }
  }

  static func wrap(
    _ key: SymmetricKey, for item: PrivateItem, under wrapping: SymmetricKey
  ) throws
    -> String
  {
    try ItemSeal.seal(bytes: key.withUnsafeBytes { Array($0) }, for: item, key: wrapping)
  }

  static func unwrap(
    _ wrapped: String, for item: PrivateItem, under wrapping: SymmetricKey
  )
    throws(PrivateModeError) -> SymmetricKey
  {
    let bytes = try ItemSeal.openBytes(wrapped, for: item, key: wrapping)
    guard bytes.count == 32 else { throw .malformed(item.name) }
    return SymmetricKey(data: bytes)
  }
}
