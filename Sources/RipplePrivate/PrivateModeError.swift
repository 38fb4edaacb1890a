/// Why private mode refused a passphrase, a recovery kit or a ciphertext. Each refusal changes
/// nothing; the message is what a person (or the CLI) is shown.
public enum PrivateModeError: Error, Equatable, Sendable {
  /// The passphrase does not open the account key.
  case wrongPassphrase
  /// The recovery kit's key does not open the account key.
  case wrongRecoveryKey
  /// The recovery key is not one a kit prints (a typo, a missing group).
  case malformedRecoveryKey
  /// The ciphertext was altered, or belongs to another item or another account.
  case tampered(PrivateItemName)
  /// The ciphertext is not in a format this version reads.
  case malformed(PrivateItemName)
  /// A passphrase shorter than `PrivateKeyring.minimumPassphraseLength`.
  case passphraseTooShort

  public var message: String {
    switch self {
    case .wrongPassphrase: "That passphrase does not unlock private mode."
    case .wrongRecoveryKey: "That recovery key does not unlock this account."
    case .malformedRecoveryKey:
      "That is not a recovery key: it has 14 groups of 4 letters and digits."
    case .tampered(let item):
      "The encrypted \(item.kind) \(item.id) was changed or belongs elsewhere; it was not opened."
    case .malformed(let item):
      "The encrypted \(item.kind) \(item.id) is not in a format Ripple reads."
    case .passphraseTooShort:
      "A passphrase has at least \(PrivateKeyring.minimumPassphraseLength) characters."
    }
  }
}

/// Names an item in a refusal (`PrivateModeError`).
public struct PrivateItemName: Equatable, Sendable {
  public var kind: String
  public var id: String

  public init(kind: String, id: String) {
    self.kind = kind
    self.id = id
  }
}
