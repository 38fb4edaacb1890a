import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Tombstones: a clear is a write, and newer updatedAt wins for it too")
struct TombstoneTests {
  @Test(arguments: StoreKind.available) func anOlderWriteReplayedAfterAClearDoesNotBringTheDayBack(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let day = day("2026-11-20")

    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20", updatedAt: 1000), for: user)
    _ = try await test.store.clearCheckIn(habit: read.id, day: day, updatedAt: 3000, for: user)
    let sequence = try await test.store.changeSequence(for: user)
    let replayed = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-20", updatedAt: 2000), for: user)

    #expect(replayed.applied == false)
    #expect(replayed.current == nil)
    #expect(try await test.store.checkIns(for: user, habit: read.id, in: nil).isEmpty)
    #expect(try await test.store.changeSequence(for: user) == sequence)
    // The log the engine reads agrees: the day stays empty.
    let logs = try await test.store.logs(for: user, filter: .all)
    #expect(logs[0].checkIns.isEmpty)
  }

  @Test(arguments: StoreKind.available) func aNewerWriteAfterAClearApplies(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3000, for: user)
    let newer = checkIn(read, "2026-11-20", .skipped, updatedAt: 4000)

    let written = try await test.store.upsertCheckIn(newer, for: user)

    #expect((written.applied, written.current) == (true, newer))
    #expect(try await test.store.checkIns(for: user, habit: read.id, in: nil) == [newer])
  }

  @Test(arguments: StoreKind.available) func aClearOfAnEmptyDayStillStandsAgainstOlderWrites(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3000, for: user)

    let replayed = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-20", updatedAt: 2000), for: user)

    #expect(replayed.applied == false)
    #expect(try await test.store.checkIns(for: user, habit: read.id, in: nil).isEmpty)
  }

  @Test(arguments: StoreKind.available) func tombstonesSurviveReopeningAndGoWithTheirHabit(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3000, for: user)

    let reopened = try await test.reopened()
    let replayed = try await reopened.upsertCheckIn(
      checkIn(read, "2026-11-20", updatedAt: 2000), for: user)
    #expect(replayed.applied == false)

    try await reopened.deleteHabit(read.id, for: user)
    _ = try await reopened.createHabit(read, for: user, today: today)
    let fresh = try await reopened.upsertCheckIn(
      checkIn(read, "2026-11-20", updatedAt: 2000), for: user)
    #expect(fresh.applied)
  }
}
