import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// A private-mode account's keyring in the store, on both databases: kept whole, replaced whole,
/// removed; each change moves the user's change sequence on; a restore keeps it, clearing
/// everything and deleting the account take it.
@Suite struct PrivateKeyringStoreTests {
  static func keyring(
    salt: String = "c2FsdC1zYWx0LXNhbHQtIQ==", at updatedAt: Int64 = 1_000
  )
    -> PrivateKeyringRecord
  {
    PrivateKeyringRecord(
      version: 1, iterations: 600_000, salt: salt, wrappedByPassphrase: "by-passphrase",
      wrappedByRecovery: "by-recovery", updatedAt: updatedAt)
  }

  /// Ann and Bob's accounts (Ann's, the first, takes the local user's id).
  func accounts(_ store: any RippleStoreBackend) async throws -> (ann: UserID, bob: UserID) {
    var ids: [UserID] = []
    for name in ["ann", "bob"] {
      ids.append(
        try await store.createAccount(
          email: "\(name)@example.com", passwordHash: "h", newID: UserID("u-\(name)"),
          invite: .notNeeded, now: 1
        ).id)
    }
    return (ids[0], ids[1])
  }

  @Test(arguments: StoreKind.available) func aKeyringIsKeptReplacedAndRemovedWhole(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let (ann, bob) = try await accounts(store)
    #expect(try await store.privateKeyring(of: ann) == nil)

    try await store.savePrivateKeyring(Self.keyring(), for: ann)
    #expect(try await store.privateKeyring(of: ann) == Self.keyring())
    #expect(try await test.reopened().privateKeyring(of: ann) == Self.keyring())

    // A new passphrase: every member of the row is the new keyring's.
    var changed = Self.keyring(salt: "bmV3LXNhbHQtbmV3LXNhbA==", at: 2_000)
    changed.iterations = 700_000
    changed.wrappedByPassphrase = "by-new-passphrase"
    try await store.savePrivateKeyring(changed, for: ann)
    #expect(try await store.privateKeyring(of: ann) == changed)
    #expect(try await store.privateKeyring(of: bob) == nil)

    #expect(try await store.removePrivateKeyring(for: ann))
    #expect(try await store.privateKeyring(of: ann) == nil)
    #expect(try await store.removePrivateKeyring(for: ann) == false)
  }

  @Test(arguments: StoreKind.available) func savingAndRemovingMoveTheChangeSequenceOn(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let (ann, bob) = try await accounts(store)
    _ = try await store.createHabit(habit("Read"), for: ann, today: today)
    let start = try await store.changeSequence(for: ann)
    let bobsStart = try await store.changeSequence(for: bob)

    try await store.savePrivateKeyring(Self.keyring(), for: ann)
    let saved = try await store.changeSequence(for: ann)
    #expect(saved > start)
    try await store.savePrivateKeyring(Self.keyring(at: 2_000), for: ann)
    let replaced = try await store.changeSequence(for: ann)
    #expect(replaced > saved)
    _ = try await store.removePrivateKeyring(for: ann)
    let removed = try await store.changeSequence(for: ann)
    #expect(removed > replaced)

    // Nothing to remove: nothing changes.
    _ = try await store.removePrivateKeyring(for: ann)
    #expect(try await store.changeSequence(for: ann) == removed)
    #expect(try await store.changeSequence(for: bob) == bobsStart)
  }

  @Test(arguments: StoreKind.available) func aRestoreKeepsTheKeyringAndClearingEverythingTakesIt(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    try await SampleData.fill(store)
    try await store.savePrivateKeyring(Self.keyring(), for: user)
    let backup = try await store.backup(for: user, now: 5_000)

    _ = try await store.restore(backup, for: user, today: today)
    #expect(try await store.privateKeyring(of: user) == Self.keyring())

    try await store.clearAll(for: user)
    #expect(try await store.privateKeyring(of: user) == nil)
  }

  @Test(arguments: StoreKind.available) func deletingAnAccountTakesItsKeyringOnly(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let (ann, bob) = try await accounts(store)
    try await store.savePrivateKeyring(Self.keyring(), for: ann)
    try await store.savePrivateKeyring(Self.keyring(at: 3_000), for: bob)

    try await store.deleteAccount(bob)

    #expect(try await store.privateKeyring(of: bob) == nil)
    #expect(try await store.privateKeyring(of: ann) == Self.keyring())
  }
}
