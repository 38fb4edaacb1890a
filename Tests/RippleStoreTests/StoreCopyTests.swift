import Foundation
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

/// `ripple migrate-store`: SQLite → PostgreSQL → SQLite copies everything,
/// and every user's backup reads the same, byte for byte, from each store.
@Suite("Copying a store into another")
struct StoreCopyTests {
  static let now: Int64 = 1_763_461_800_000

  @Test(arguments: StoreKind.available)
  func copiesThereAndBackByteForByte(_ kind: StoreKind) async throws {
    let source = try await StoreFixture(.sqlite)
    try await SampleData.fill(source.store)
    _ = try await source.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"),
      for: user, today: today)
    let admin = try await source.store.createAccount(
      email: "ada@example.com", passwordHash: "$2b$04$hash", newID: UserID("u-ada"),
      invite: .notNeeded, now: 1)
    let second = try await source.store.createAccount(
      email: "bob@example.com", passwordHash: "$2b$04$other", newID: UserID("u-bob"),
      invite: .notNeeded, now: 2)
    _ = try await source.store.createHabit(habit("Swim"), for: second.id, today: today)
    _ = try await source.store.upsertCheckIn(
      checkIn(habit("Swim"), "2026-11-20"), for: second.id)
    let keyring = PrivateKeyringStoreTests.keyring(at: 7)
    try await source.store.savePrivateKeyring(keyring, for: second.id)
    let sealed = PrivateItemRecord(
      kind: "habit", id: "habit-swim", sealed: PrivateKeyringStoreTests.sealed(40), updatedAt: 8)
    try await source.store.writePrivateItems([sealed], removing: [], for: second.id)

    let middle = try await StoreFixture(kind)
    let there = try await StoreCopy(source: source.store, target: middle.store).run(now: Self.now)
    let back = try await StoreFixture(.sqlite)
    _ = try await StoreCopy(source: middle.store, target: back.store).run(now: Self.now)

    #expect(there == StoreCopy.Report(users: 2, accounts: 2, habits: 5, checkIns: 7))
    for id in [admin.id, second.id] {
      let original = try await source.store.backup(for: id, now: Self.now).encoded()
      #expect(try await middle.store.backup(for: id, now: Self.now).encoded() == original)
      #expect(try await back.store.backup(for: id, now: Self.now).encoded() == original)
    }
    #expect(try await back.store.accounts() == source.store.accounts())
    #expect(try await middle.store.accounts() == source.store.accounts())
    // The backup carries private mode's keyring and sealed items, for their account only.
    #expect(try await middle.store.privateKeyring(of: second.id) == keyring)
    #expect(try await back.store.privateKeyring(of: second.id) == keyring)
    #expect(try await back.store.privateItems(of: second.id, since: nil) == [sealed])
    #expect(try await back.store.privateKeyring(of: admin.id) == nil)
  }

  @Test(arguments: StoreKind.available)
  func refusesATargetThatHoldsData(_ kind: StoreKind) async throws {
    let source = try await StoreFixture(.sqlite)
    try await SampleData.fill(source.store)
    let target = try await StoreFixture(kind)
    try await target.store.create(habit("Mine"))

    await #expect(throws: StoreError.self) {
      _ = try await StoreCopy(source: source.store, target: target.store).run(now: Self.now)
    }
    #expect(try await target.store.habits(for: user, filter: .all).map(\.name) == ["Mine"])
  }
}
