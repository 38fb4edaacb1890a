import Foundation
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

/// Two PostgreSQL stores on one database stand for two `ripple serve` processes: what each
/// caches (the logs, brought forward by its own check-in writes) never hides the other's writes.
@Suite("PostgreSQL caches across processes")
struct PostgresCacheTests {
  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func aCheckInWriteAnswersWithEveryWriteOfTheOtherProcess() async throws {
    let database = try TestDatabase(.postgres)
    let a = try await OpenedStore.open(database.address)
    let b = try await OpenedStore.open(database.address)
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
}
