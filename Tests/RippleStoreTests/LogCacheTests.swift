import RippleCore
import Testing

@testable import RippleStore

/// `logs` reuses its last reads; they must always equal a fresh read of the file.
@Suite("Cached log reads")
struct LogCacheTests {
  func expectFresh(_ store: SQLiteStore, _ test: TestStore, from: Day?) async throws {
    let cached = try await store.logs(for: user, filter: .active, from: from)
    let fresh = try await test.reopened().logs(for: user, filter: .active, from: from)
    #expect(cached.map(\.habit) == fresh.map(\.habit))
    #expect(cached.map(\.checkIns) == fresh.map(\.checkIns))
    #expect(cached.map(\.startDay) == fresh.map(\.startDay))
  }

  @Test func followsThisProcessesWrites() async throws {
    let test = try TestStore()
    let (read, run) = try await (
      test.store.create(habit("Read"))[0], test.store.create(habit("Run"))[0]
    )
    let from = day("2026-11-10")
    _ = try await test.store.logs(for: user, filter: .active, from: from)
    _ = try await test.store.logs(for: user, filter: .active, from: nil)

    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    _ = try await test.store.upsertCheckIn(checkIn(run, "2026-11-01", .missed), for: user)
    _ = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-20", .skipped, updatedAt: 2_000), for: user)
    try await expectFresh(test.store, test, from: from)
    try await expectFresh(test.store, test, from: nil)

    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3_000, for: user)
    _ = try await test.store.clearCheckIn(
      habit: run.id, day: day("2026-11-01"), updatedAt: 3_000, for: user)
    try await expectFresh(test.store, test, from: from)
    try await expectFresh(test.store, test, from: nil)

    var renamed = read
    renamed.name = "Read more"
    _ = try await test.store.updateHabit(renamed, for: user, today: today)
    _ = try await test.store.setArchived(run.id, archived: true, for: user, today: today, now: 9)
    try await expectFresh(test.store, test, from: from)
  }

  @Test func seesWritesOfAnotherProcess() async throws {
    let test = try TestStore()
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.logs(for: user, filter: .active, from: nil)
    let other = try test.reopened()

    _ = try await other.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    try await expectFresh(test.store, test, from: nil)
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-21"), for: user)
    _ = try await other.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 5_000, for: user)
    try await expectFresh(test.store, test, from: nil)
  }
}
