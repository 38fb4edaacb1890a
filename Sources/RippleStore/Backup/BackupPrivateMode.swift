import RippleCore

/// A private-mode account's keyring and sealed items, as its backup carries them: still sealed,
/// so the backup restores the account's words only for whoever holds its passphrase or kit.
public struct BackupPrivateMode: Sendable, Equatable, Codable {
  public var keyring: PrivateKeyringRecord
  /// Oldest first, as the store reads them.
  public var items: [PrivateItemRecord]

  public init(keyring: PrivateKeyringRecord, items: [PrivateItemRecord]) {
    self.keyring = keyring
    self.items = items
  }
}

extension PrivateModeRepository {
  /// What a backup of `user` carries of private mode: nil when it is off.
  public func backedUpPrivateMode(of user: UserID) async throws -> BackupPrivateMode? {
    guard let keyring = try await privateKeyring(of: user) else { return nil }
    return BackupPrivateMode(keyring: keyring, items: try await privateItems(of: user, since: nil))
  }
}
