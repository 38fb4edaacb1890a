import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// A private-mode account's keyring in the store, on both databases: kept whole, replaced whole,
/// removed; each change moves the user's change sequence on; a restore sets it as the backup had
/// it, clearing everything and deleting the account take it.
@Suite struct PrivateKeyringStoreTests {
  /// Base64 of `count` bytes of the sealed format (the first byte 1), varied by `seed`.
  static func sealed(_ count: Int, seed: UInt8 = 0) -> String {
    Data([1] + (1..<count).map { UInt8(truncatingIfNeeded: $0 &+ Int(seed)) }).base64EncodedString()
  }

  /// A keyring of the shapes the API accepts (so a backup holding it restores).
  static func keyring(
    salt: String = "c2FsdC1zYWx0LXNhbHQtIQ==", at updatedAt: Int64 = 1_000
  )
    -> PrivateKeyringRecord
  {
    PrivateKeyringRecord(
      version: 1, iterations: 600_000, salt: salt, wrappedByPassphrase: sealed(61),
      wrappedByRecovery: sealed(61, seed: 7), updatedAt: updatedAt)
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
    changed.wrappedByPassphrase = Self.sealed(61, seed: 3)
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

  @Test(arguments: StoreKind.available) func aRestoreSetsPrivateModeAsTheBackupHadIt(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    try await SampleData.fill(store)
    let plain = try await store.backup(for: user, now: 4_000)
    #expect(plain.privateMode == nil)
    try await store.savePrivateKeyring(Self.keyring(), for: user)
    let backup = try await store.backup(for: user, now: 5_000)
    #expect(backup.privateMode?.keyring == Self.keyring())

    _ = try await store.restore(backup, for: user, today: today)
    #expect(try await store.privateKeyring(of: user) == Self.keyring())
    // A backup made before private mode was on turns it off.
    _ = try await store.restore(plain, for: user, today: today)
    #expect(try await store.privateKeyring(of: user) == nil)

    try await store.savePrivateKeyring(Self.keyring(), for: user)
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
