import RippleCore

/// The keyring of each account in private mode, and its sealed items. Saving or removing either
/// is a change of the user's, under a new change of their sequence, so their other devices learn
/// that private mode was turned on, had its passphrase changed, or was turned off, and read the
/// items saved since.
public protocol PrivateModeRepository: Sendable {
  /// The user's keyring; nil when private mode is off for them.
  func privateKeyring(of user: UserID) async throws -> PrivateKeyringRecord?
  /// Creates the user's keyring or replaces it (a new passphrase wraps the same account key).
  func savePrivateKeyring(_ keyring: PrivateKeyringRecord, for user: UserID) async throws
  /// Removes the user's keyring, and their sealed items with it; false, with nothing changed,
  /// when they had none.
  func removePrivateKeyring(for user: UserID) async throws -> Bool
  /// The user's sealed items saved after `since` (every one when nil), oldest first.
  func privateItems(of user: UserID, since: Int64?) async throws -> [PrivateItemRecord]
  /// How many sealed items the user keeps, and what they weigh.
  func privateItemTotals(of user: UserID) async throws -> PrivateItemTotals
  /// Saves `items` (each replacing the one of its kind and id) and removes `removals`, in one
  /// write.
  func writePrivateItems(
    _ items: [PrivateItemRecord], removing removals: [(kind: String, id: String)],
    for user: UserID
  ) async throws
}

extension PrivateModeRepository where Self: SharedStatementStore & UserRowStore {
  public func privateKeyring(of user: UserID) async throws -> PrivateKeyringRecord? {
    try await all(PrivateKeyringStatements.keyring(of: user)).first
  }

  public func savePrivateKeyring(_ keyring: PrivateKeyringRecord, for user: UserID) async throws {
    try await writeRows(for: user, reading: .init()) { _ in
      UserRowPlan((), writes: [.privateKeyring(keyring)])
    }
  }

  /// Two removals at once may both find the keyring and both move the sequence on: a device
  /// then reads the keyring once more for nothing.
  public func removePrivateKeyring(for user: UserID) async throws -> Bool {
    guard try await privateKeyring(of: user) != nil else { return false }
    try await writeRows(for: user, reading: .init()) { _ in
      UserRowPlan((), writes: [.removePrivateKeyring])
    }
    return true
  }

  public func privateItems(of user: UserID, since: Int64?) async throws -> [PrivateItemRecord] {
    try await all(PrivateItemStatements.items(of: user, since: since))
  }

  public func privateItemTotals(of user: UserID) async throws -> PrivateItemTotals {
    try await all(PrivateItemStatements.totals(of: user)).first ?? PrivateItemTotals()
  }

  public func writePrivateItems(
    _ items: [PrivateItemRecord], removing removals: [(kind: String, id: String)],
    for user: UserID
  ) async throws {
    guard !items.isEmpty || !removals.isEmpty else { return }
    try await writeRows(for: user, reading: .init()) { _ in
      UserRowPlan(
        (),
        writes: items.map { .privateItem($0) }
          + removals.map { .removePrivateItem(kind: $0.kind, id: $0.id) })
    }
  }
}

extension RippleRepository {
  /// Whether `user` is in private mode, so the server's own words (reminders, the calendar feed)
  /// quote none of theirs; a store that keeps no keyrings has no private accounts.
  public func isPrivate(_ user: UserID) async throws -> Bool {
    guard let store = self as? any PrivateModeRepository else { return false }
    return try await store.privateKeyring(of: user) != nil
  }
}
