#if !hasFeature(Embedded)
/// `GET /api/v1/private`: whether the account is in private mode, and its keyring, which only
/// the account's devices can open.
public struct PrivateModeJSON: WireObject, Sendable {
  public var keyring: PrivateKeyringJSON?
  /// Milliseconds since 1970; nil when private mode is off.
  public var updatedAt: Int64?

  public init(keyring: PrivateKeyringJSON?, updatedAt: Int64?) {
    self.keyring = keyring
    self.updatedAt = updatedAt
  }

  /// Private mode off.
  public static let off = PrivateModeJSON(keyring: nil, updatedAt: nil)

  public static let wireName = "PrivateMode"
  public static let wireSummary = "Whether private mode is on, and the account's keyring"
  public static let wireFields: [WireField<PrivateModeJSON>] = [
    WireField("enabled", "Private mode is on: the account has a keyring") { $0.keyring != nil },
    .nullable("keyring", "The keyring; null when private mode is off") { $0.keyring },
    .nullable("updatedAt", "When the keyring was saved (ms since 1970); null when off") {
      $0.updatedAt
    },
  ]
}

/// The account key wrapped twice (under the passphrase's key and the recovery kit's), with
/// what derives the passphrase's key: the server keeps it and cannot open it.
public struct PrivateKeyringJSON: WireObject, Sendable {
  public var version: Int
  public var iterations: Int
  public var salt: String
  public var wrappedByPassphrase: String
  public var wrappedByRecovery: String

  public init(
    version: Int, iterations: Int, salt: String, wrappedByPassphrase: String,
    wrappedByRecovery: String
  ) {
    self.version = version
    self.iterations = iterations
    self.salt = salt
    self.wrappedByPassphrase = wrappedByPassphrase
    self.wrappedByRecovery = wrappedByRecovery
  }

  public static let wireName = "PrivateKeyring"
  public static let wireSummary = "A private-mode account's keyring, which the server cannot open"
  public static let wireFields: [WireField<PrivateKeyringJSON>] = [
    WireField("version", "The keyring's format: 1") { $0.version },
    WireField("iterations", "PBKDF2-HMAC-SHA256's iterations for the passphrase") {
      $0.iterations
    },
    WireField("salt", "The passphrase's salt: 16 bytes, base64") { $0.salt },
    WireField("wrappedByPassphrase", "The account key sealed under the passphrase's key, base64") {
      $0.wrappedByPassphrase
    },
    WireField("wrappedByRecovery", "The account key sealed under the recovery kit's key, base64") {
      $0.wrappedByRecovery
    },
  ]
}
#endif
