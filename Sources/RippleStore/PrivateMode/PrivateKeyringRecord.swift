/// A private-mode account's keyring as the server keeps it: the account key wrapped under the
/// passphrase's key and under the recovery kit's, with what derives the passphrase's key. The
/// server checks its shape and never opens it; each client does (`PrivateKeyring`).
public struct PrivateKeyringRecord: Hashable, Sendable, Codable {
  /// The keyring's format.
  public var version: Int
  /// PBKDF2-HMAC-SHA256's iterations for the passphrase.
  public var iterations: Int
  /// The passphrase's salt, base64.
  public var salt: String
  /// The account key sealed under the passphrase's key, base64.
  public var wrappedByPassphrase: String
  /// The account key sealed under the recovery kit's key, base64.
  public var wrappedByRecovery: String
  /// When it was saved, in milliseconds since 1970.
  public var updatedAt: Int64

  public init(
    version: Int, iterations: Int, salt: String, wrappedByPassphrase: String,
    wrappedByRecovery: String, updatedAt: Int64
  ) {
    self.version = version
    self.iterations = iterations
    self.salt = salt
    self.wrappedByPassphrase = wrappedByPassphrase
    self.wrappedByRecovery = wrappedByRecovery
    self.updatedAt = updatedAt
  }
}
