import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Changes feed: what changed after a change sequence, per user")
struct ChangesFeedTests {
  @Test(arguments: StoreKind.available) func sinceZeroIsEverything(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let done = checkIn(read, "2026-11-20")
    _ = try await test.store.upsertCheckIn(done, for: user)

    let changes = try await test.store.changes(for: user, since: 0)

    #expect(changes.sequence == (try await test.store.changeSequence(for: user)))
    #expect(changes.reset == false)
    #expect(changes.habits.map(\.id) == [read.id])
    #expect(changes.checkIns == [done])
    #expect(changes.settings == Settings())
  }

  @Test(arguments: StoreKind.available) func aWriteMovesTheFeedAndAnOlderSinceGetsOnlyLaterWrites(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let (read, walk) = try await (
      test.store.create(habit("Read"))[0], test.store.create(habit("Walk"))[0]
    )
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-19"), for: user)
    let before = try await test.store.changes(for: user, since: 0).sequence

    let later = checkIn(walk, "2026-11-20", .skipped, updatedAt: 2_000)
    _ = try await test.store.upsertCheckIn(later, for: user)
    let changes = try await test.store.changes(for: user, since: before)

    #expect(changes.sequence == before + 1)
    #expect(changes.reset == false)
    #expect(changes.checkIns == [later])
    #expect(changes.habits.isEmpty && changes.categories.isEmpty && changes.settings == nil)
    // Nothing after the newest sequence.
    let none = try await test.store.changes(for: user, since: changes.sequence)
    #expect(none.checkIns.isEmpty && none.habits.isEmpty && none.clearedCheckIns.isEmpty)
  }

  @Test(arguments: StoreKind.available) func aClearedCheckInArrivesAsATombstone(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    let before = try await test.store.changeSequence(for: user)

    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3_000, for: user)
    let changes = try await test.store.changes(for: user, since: before)

    #expect(changes.reset == false)
    #expect(changes.checkIns.isEmpty)
    #expect(
      changes.clearedCheckIns
        == [ClearedCheckIn(habitID: read.id, day: day("2026-11-20"), updatedAt: 3_000)])
  }

  @Test(arguments: StoreKind.available) func deletingAHabitOrCategoryAsksOlderClientsToReset(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let (read, walk) = try await (
      test.store.create(habit("Read"))[0], test.store.create(habit("Walk"))[0]
    )
    let before = try await test.store.changeSequence(for: user)

    try await test.store.deleteHabit(read.id, for: user)
    let changes = try await test.store.changes(for: user, since: before)

    #expect(changes.reset == true)
    #expect(changes.habits.map(\.id) == [walk.id])
    #expect(changes.settings != nil)
    // A client that saw the deletion goes on with changes alone.
    #expect(try await test.store.changes(for: user, since: changes.sequence).reset == false)

    let category = try await test.store.createCategory(
      Category(id: CategoryID("c1"), name: "Health", color: "#4ECDC4", sortOrder: 0), for: user,
      today: today)
    let seen = try await test.store.changeSequence(for: user)
    try await test.store.deleteCategory(category.id, for: user)
    let afterCategory = try await test.store.changes(for: user, since: seen)
    #expect(afterCategory.reset == true)
    #expect(afterCategory.categories.isEmpty)
  }

  @Test(arguments: StoreKind.available) func aSequenceFromTheFutureAsksToReset(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]

    let changes = try await test.store.changes(for: user, since: 999)

    #expect(changes.reset == true)
    #expect(changes.habits.map(\.id) == [read.id])
  }

  @Test(arguments: StoreKind.available) func anotherUsersChangesNeverAppear(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let other = UserID("someone-else")
    let theirs = try await test.store.createHabit(habit("Theirs"), for: other, today: today)
    _ = try await test.store.upsertCheckIn(checkIn(theirs, "2026-11-20"), for: other)
    _ = try await test.store.clearCheckIn(
      habit: theirs.id, day: day("2026-11-21"), updatedAt: 3_000, for: other)
    _ = try await test.store.createCategory(
      Category(id: CategoryID("c9"), name: "Theirs", color: "#4ECDC4", sortOrder: 0), for: other,
      today: today)

    let mine = try await test.store.changes(for: user, since: 0)

    #expect(mine.sequence == 0)
    #expect(mine.habits.isEmpty && mine.checkIns.isEmpty && mine.clearedCheckIns.isEmpty)
    #expect(mine.categories.isEmpty)
  }
}
