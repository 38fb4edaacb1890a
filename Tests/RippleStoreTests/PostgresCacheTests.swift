import Foundation
import RippleCore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStorePostgres

/// Two PostgreSQL stores on one database stand for two `ripple serve` processes: what each
/// caches (the logs, brought forward by its own check-in writes) never hides the other's writes.
@Suite("PostgreSQL caches across processes")
struct PostgresCacheTests {
  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func aCheckInWriteAnswersWithEveryWriteOfTheOtherProcess() async throws {
    let database = try TestDatabase(.postgres)
    let a = try await Store.open(database.address)
    let b = try await Store.open(database.address)
    let (read, walk) = try await (a.create(habit("Read"))[0], a.create(habit("Walk"))[0])

    _ = try await a.logs(for: user, filter: .all)
    let first = try await a.upsertCheckIn(checkIn(read, "2026-11-20", updatedAt: 1), for: user)
    _ = try await b.upsertCheckIn(checkIn(walk, "2026-11-20", updatedAt: 2), for: user)
    _ = try await b.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3, for: user)
    let last = try await a.upsertCheckIn(checkIn(read, "2026-11-21", updatedAt: 4), for: user)
    let logs = try await a.logs(for: user, filter: .all)

    let days = { (logs: [HabitLog]) in logs.map { $0.checkIns.keys.sorted() } }
    #expect(days(first.logs) == [[day("2026-11-20")], []])
    #expect(days(last.logs) == [[day("2026-11-21")], [day("2026-11-20")]])
    #expect(days(logs) == days(last.logs))
    #expect(try await b.logs(for: user, filter: .all).map(\.checkIns) == logs.map(\.checkIns))
  }

  /// A check-in batch brings its cached logs forward from the other process's check-ins and
  /// clears, rather than loading the whole history, and loads it whole when a habit changed.
  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func aBatchBringsTheOtherProcessesCheckInsForwardAndReloadsWhenAHabitChanged() async throws {
    let database = try TestDatabase(.postgres)
    let a = try await PostgresStore.open(try PostgresLocation(database.address))
    let b = try await Store.open(database.address)
    let (read, walk) = try await (a.create(habit("Read"))[0], a.create(habit("Walk"))[0])
    let days = { (logs: [HabitLog]) in logs.map { $0.checkIns.keys.sorted() } }
    let loaded = { a.logsLoaded.load(ordering: .relaxed) }
    let broughtForward = { a.logsBroughtForward.load(ordering: .relaxed) }

    _ = try await a.upsertCheckIn(checkIn(read, "2026-11-19", updatedAt: 1), for: user)
    #expect(loaded() == 1)
    _ = try await b.upsertCheckIn(checkIn(walk, "2026-11-20", updatedAt: 2), for: user)
    _ = try await b.clearCheckIn(
      habit: read.id, day: day("2026-11-19"), updatedAt: 3, for: user)
    let forward = try await a.upsertCheckIn(checkIn(read, "2026-11-21", updatedAt: 4), for: user)
    #expect((loaded(), broughtForward()) == (1, 1))
    #expect(days(forward.logs) == [[day("2026-11-21")], [day("2026-11-20")]])

    var renamed = walk
    renamed.name = "Stroll"
    _ = try await b.updateHabit(renamed, for: user, today: today)
    _ = try await b.upsertCheckIn(checkIn(walk, "2026-11-22", updatedAt: 5), for: user)
    let reloaded = try await a.upsertCheckIn(checkIn(read, "2026-11-23", updatedAt: 6), for: user)
    #expect((loaded(), broughtForward()) == (2, 1))
    #expect(reloaded.logs.map(\.habit.name) == ["Read", "Stroll"])
    #expect(
      days(reloaded.logs) == [
        [day("2026-11-21"), day("2026-11-23")], [day("2026-11-20"), day("2026-11-22")],
      ])
    #expect(
      try await b.logs(for: user, filter: .all).map(\.checkIns) == reloaded.logs.map(\.checkIns))
    await a.close()
  }
}
