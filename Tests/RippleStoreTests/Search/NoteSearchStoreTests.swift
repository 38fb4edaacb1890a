import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// The notes' full-text index on both databases: found by the starts of their words ignoring
/// case and accents, kept in step with every write in the write's own transaction (edits,
/// clears, deletions, restore, import), one user's notes never found for another, and anything
/// typed searched as text.
@Suite struct NoteSearchStoreTests {
  static let other = UserID("u-other-7c2a")

  func words(_ text: String) throws -> [String] { try SearchQuery(text).wordTexts }

  func found(
    _ store: any RippleStoreBackend, _ text: String, as owner: UserID = user
  )
    async throws -> [String]
  {
    try await store.notesFound(try words(text), for: owner, limit: 50).compactMap(\.note)
  }

  /// Read with notes on three days.
  func noted(_ store: any RippleStoreBackend) async throws -> Habit {
    let read = try await store.create(habit("Read"))[0]
    for (text, note) in [
      ("2026-11-18", "Café au lait, then the ÉTÉ chapter"), ("2026-11-19", "Rainy morning"),
      ("2026-11-20", "cafe-hopping with Zoë"),
    ] {
      _ = try await store.upsertCheckIn(checkIn(read, text, note: note), for: user)
    }
    return read
  }

  @Test(arguments: StoreKind.available) func wordStartsCaseAndAccents(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await noted(test.store)
    #expect(
      try await found(test.store, "caf")
        == ["cafe-hopping with Zoë", "Café au lait, then the ÉTÉ chapter"])
    #expect(try await found(test.store, "ETE") == ["Café au lait, then the ÉTÉ chapter"])
    #expect(try await found(test.store, "zoe") == ["cafe-hopping with Zoë"])
    #expect(try await found(test.store, "hopping") == ["cafe-hopping with Zoë"])
    #expect(try await found(test.store, "cafe lait") == ["Café au lait, then the ÉTÉ chapter"])
    #expect(try await found(test.store, "cafe rainy").isEmpty)
    #expect(try await found(test.store, "ainy").isEmpty)
  }

  @Test(arguments: StoreKind.available) func editsClearsAndDeletionsKeepTheIndexInStep(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await noted(test.store)
    _ = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-19", note: "Sunny after all", updatedAt: 2_000), for: user)
    #expect(try await found(test.store, "rainy").isEmpty)
    #expect(try await found(test.store, "sunny") == ["Sunny after all"])
    _ = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-19", note: nil, updatedAt: 3_000), for: user)
    #expect(try await found(test.store, "sunny").isEmpty)
    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 4_000, for: user)
    #expect(try await found(test.store, "zoe").isEmpty)
    try await test.store.deleteHabit(read.id, for: user)
    #expect(try await found(test.store, "cafe").isEmpty)
  }

  @Test(arguments: StoreKind.available) func anotherUsersNotesAreNeverFound(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await noted(test.store)
    let theirs = try await test.store.createHabit(habit("Journal"), for: Self.other, today: today)
    _ = try await test.store.upsertCheckIn(
      checkIn(theirs, "2026-11-20", note: "Secret café plans"), for: Self.other)
    #expect(try await found(test.store, "secret").isEmpty)
    #expect(try await found(test.store, "secret", as: Self.other) == ["Secret café plans"])
    #expect(try await found(test.store, "cafe", as: Self.other) == ["Secret café plans"])
  }

  @Test(arguments: StoreKind.available) func anythingTypedIsSearchedAsText(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-20", note: "AND OR NOT near: a*b \"quoted\" it's"), for: user)
    for typed in [
      "AND", "OR", "NOT", "NEAR(", "near:", "\"quoted", "it's", "a*b", "not:and", "!and",
      "and & or | not", "(or)", "'or':*", "\\and", "and\u{0}or",
    ] {
      #expect(try await found(test.store, typed).count == 1, "\(typed)")
    }
    // Words reach the store only through SearchQuery; raw quotes and operators are still text.
    for raw in [["\"or"], ["it's"], ["a*"], ["x'):* | ('y"], ["\\"], ["near(a b)"]] {
      _ = try await test.store.notesFound(raw, for: user, limit: 5)
    }
  }

  @Test(arguments: StoreKind.available) func restoreAndImportKeepTheIndexInStep(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await noted(test.store)
    let backup = try await test.store.backup(for: user, now: 5_000)
    try await test.store.clearAll(for: user)
    #expect(try await found(test.store, "cafe").isEmpty)
    _ = try await test.store.restore(backup, for: user, today: today)
    #expect(try await found(test.store, "cafe").count == 2)

    let walk = habit("Walk")
    let bundle = ImportBundle(
      habits: [walk], checkIns: [checkIn(walk, "2026-11-10", note: "Imported café stroll")])
    _ = try await test.store.importBundle(bundle, for: user, today: today)
    #expect(try await found(test.store, "stroll") == ["Imported café stroll"])
    #expect(try await found(test.store, "cafe").count == 3)
  }
}
