import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// A private-mode account's sealed items in the store, on both databases: saved, replaced and
/// removed in one write that moves the change sequence on; read all or since a time; gone with
/// their habit (and no other habit's), with private mode turned off and with the account;
/// carried sealed by backups, which restore them anywhere, and refused there when broken.
@Suite struct PrivateItemStoreTests {
  static func item(
    _ kind: String, _ id: String, _ sealed: String = PrivateKeyringStoreTests.sealed(40),
    at: Int64 = 1_000
  )
    -> PrivateItemRecord
  {
    PrivateItemRecord(kind: kind, id: id, sealed: sealed, updatedAt: at)
  }

  static func keys(_ items: [PrivateItemRecord]) -> [String] {
    items.map { "\($0.kind) \($0.id)" }
  }

  @Test(arguments: StoreKind.available) func itemsAreSavedReplacedRemovedAndReadSinceATime(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    try await store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: user)
    let start = try await store.changeSequence(for: user)
    try await store.writePrivateItems(
      [Self.item("habit", "hé-1"), Self.item("day", "hé-1/2026-11-20"), Self.item("goal", "g-1")],
      removing: [], for: user)
    let saved = try await store.changeSequence(for: user)
    #expect(saved > start)
    #expect(
      Self.keys(try await store.privateItems(of: user, since: nil)) == [
        "day hé-1/2026-11-20", "goal g-1", "habit hé-1",
      ])
    #expect(try await test.reopened().privateItems(of: user, since: nil).count == 3)

    // A later write replaces one item, removes another: a read since the first sees the one.
    try await store.writePrivateItems(
      [Self.item("habit", "hé-1", PrivateKeyringStoreTests.sealed(44, seed: 9), at: 2_000)],
      removing: [("goal", "g-1")], for: user)
    #expect(try await store.changeSequence(for: user) > saved)
    #expect(
      try await store.privateItems(of: user, since: 1_000) == [
        Self.item("habit", "hé-1", PrivateKeyringStoreTests.sealed(44, seed: 9), at: 2_000)
      ])
    #expect(
      Self.keys(try await store.privateItems(of: user, since: nil)) == [
        "day hé-1/2026-11-20", "habit hé-1",
      ])
    // Nothing to write changes nothing.
    let after = try await store.changeSequence(for: user)
    try await store.writePrivateItems([], removing: [], for: user)
    #expect(try await store.changeSequence(for: user) == after)
  }

  @Test(arguments: StoreKind.available) func aDeletedHabitTakesItsItemsAndItsDaysOnly(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    try await store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: user)
    // "hé-1" is the start of "hé-10"'s id: only hé-1's own days go with it (and é counts once).
    for id in ["hé-1", "hé-10"] {
      _ = try await store.createHabit(habit(id, id: id), for: user, today: today)
    }
    try await store.writePrivateItems(
      [
        Self.item("habit", "hé-1"), Self.item("day", "hé-1/2026-11-20"),
        Self.item("day", "hé-1/2026-11-21"), Self.item("habit", "hé-10"),
        Self.item("day", "hé-10/2026-11-20"), Self.item("category", "hé-1"),
      ], removing: [], for: user)

    try await store.deleteHabit(HabitID("hé-1"), for: user)

    #expect(
      Self.keys(try await store.privateItems(of: user, since: nil)) == [
        "category hé-1", "day hé-10/2026-11-20", "habit hé-10",
      ])
  }

  @Test(arguments: StoreKind.available) func turningPrivateModeOffTakesEveryItem(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    try await store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: user)
    try await store.writePrivateItems(
      [Self.item("habit", "hé-1"), Self.item("day", "hé-1/2026-11-20")], removing: [], for: user)

    #expect(try await store.removePrivateKeyring(for: user))

    #expect(try await store.privateItems(of: user, since: nil).isEmpty)
  }

  @Test(arguments: StoreKind.available) func aBackupCarriesTheItemsSealedAndRestoresThemAnywhere(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let (ann, bob) = try await PrivateKeyringStoreTests().accounts(store)
    let made = try await store.createHabit(
      habit("Private habit 1", id: "h-1"), for: ann, today: today)
    try await store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: ann)
    let items = [Self.item("habit", "h-1"), Self.item("day", "h-1/2026-11-20", at: 2_000)]
    try await store.writePrivateItems(items, removing: [], for: ann)
    let backup = try await store.backup(for: ann, now: 5_000)
    #expect(backup.privateMode?.items == items)
    // Written out and read back, byte for byte.
    let read = try BackupDocument.decode(try backup.encoded())
    #expect(read == backup)

    // Restored into another account (another server's, say): the same words, still sealed.
    _ = try await store.restore(read, for: bob, today: today)
    #expect(try await store.privateItems(of: bob, since: nil) == items)
    #expect(try await store.privateKeyring(of: bob) == PrivateKeyringStoreTests.keyring())
    #expect(try await store.habit(made.id, for: bob).name == "Private habit 1")

    try await store.deleteAccount(bob)
    #expect(try await store.privateItems(of: bob, since: nil).isEmpty)
    #expect(try await store.privateItems(of: ann, since: nil) == items)
  }

  @Test(arguments: StoreKind.available) func aBackupWithABrokenItemIsRefusedAndChangesNothing(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    try await SampleData.fill(store)
    try await store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: user)
    try await store.writePrivateItems([Self.item("habit", "h-1")], removing: [], for: user)
    let before = try await store.backup(for: user, now: 5_000)
    let keyring = PrivateKeyringStoreTests.keyring()
    let broken: [([PrivateItemRecord], PrivateKeyringRecord, String)] = [
      ([Self.item("habit", "h-2", "not sealed")], keyring, "privateMode.items[0].sealed"),
      ([Self.item("note", "h-2")], keyring, "privateMode.items[0].kind"),
      ([Self.item("day", "h-2/1"), Self.item("habit", "h-2")], keyring, "privateMode.items[0].id"),
      ([Self.item("habit", "h-2"), Self.item("habit", "h-2")], keyring, "privateMode.items[1]"),
      ([], PrivateKeyringStoreTests.keyring(salt: "c2hvcnQ="), "privateMode.keyring.salt"),
    ]
    for (items, keyring, place) in broken {
      var document = before
      document.privateMode = BackupPrivateMode(keyring: keyring, items: items)
      await #expect {
        _ = try await store.restore(document, for: user, today: today)
      } throws: { error in
        guard case StoreError.badFile(let message) = error else { return false }
        return message.hasPrefix(place + ":")
      }
    }
    #expect(try await store.backup(for: user, now: 5_000) == before)
  }
}
