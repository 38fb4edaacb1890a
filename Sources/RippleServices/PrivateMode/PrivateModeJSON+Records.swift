import RippleStore
import RippleWire

extension PrivateModeJSON {
  /// Private mode as `keyring` says: on with it, off without one.
  public init(_ keyring: PrivateKeyringRecord?) {
    guard let keyring else {
      self = .off
      return
    }
    self.init(
      keyring: PrivateKeyringJSON(
        version: keyring.version, iterations: keyring.iterations, salt: keyring.salt,
        wrappedByPassphrase: keyring.wrappedByPassphrase,
        wrappedByRecovery: keyring.wrappedByRecovery),
      updatedAt: keyring.updatedAt)
  }
}

extension PrivateItemsJSON {
  /// The items as kept.
  public init(_ items: [PrivateItemRecord]) {
    self.init(
      items: items.map {
        PrivateItemJSON(kind: $0.kind, id: $0.id, sealed: $0.sealed, updatedAt: $0.updatedAt)
      })
  }
}
