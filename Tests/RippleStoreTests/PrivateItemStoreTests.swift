import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// A private-mode account's sealed items in the store, on both databases: saved, replaced and
/// removed in one write that moves the change sequence on; read all or since a time; gone with
/// their habit (and no other habit's), with private mode turned off, with a restore's clearing
/// and with the account.
@Suite struct PrivateItemStoreTests {
  static func item(
    _ kind: String, _ id: String, _ sealed: String = "AQsealed", at: Int64 = 1_000
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
      [Self.item("habit", "hé-1", "AQrenamed", at: 2_000)], removing: [("goal", "g-1")], for: user)
    #expect(try await store.changeSequence(for: user) > saved)
    #expect(
      try await store.privateItems(of: user, since: 1_000) == [
        Self.item("habit", "hé-1", "AQrenamed", at: 2_000)
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

  @Test(arguments: StoreKind.available) func aRestoreClearsTheItemsAndDeletingTheAccountTakesThem(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let (ann, bob) = try await PrivateKeyringStoreTests().accounts(store)
    for account in [ann, bob] {
      try await store.savePrivateKeyring(PrivateKeyringStoreTests.keyring(), for: account)
      try await store.writePrivateItems([Self.item("habit", "hé-1")], removing: [], for: account)
    }
    let backup = try await store.backup(for: ann, now: 5_000)

    // A backup holds no items yet, so the restored rows' words are the backup's own.
    _ = try await store.restore(backup, for: ann, today: today)
    #expect(try await store.privateItems(of: ann, since: nil).isEmpty)

    try await store.deleteAccount(bob)
    #expect(try await store.privateItems(of: bob, since: nil).isEmpty)
  }
}
