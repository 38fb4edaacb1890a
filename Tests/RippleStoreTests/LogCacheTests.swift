import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// `logs` reuses its last reads; they must always equal a fresh read of the file.
@Suite("Cached log reads")
struct LogCacheTests {
  func expectFresh(_ test: StoreFixture, from: Day?) async throws {
    let cached = try await test.store.logs(for: user, filter: .active, from: from)
    let fresh = try await test.reopened().logs(for: user, filter: .active, from: from)
    #expect(cached.map(\.habit) == fresh.map(\.habit))
    #expect(cached.map(\.checkIns) == fresh.map(\.checkIns))
    #expect(cached.map(\.startDay) == fresh.map(\.startDay))
  }

  @Test func aTakenEntryLeavesTheCacheWithItsSequence() {
    let cache = LogCache()
    let key = LogCache.Key(user: user, filter: .all, from: nil)
    let logs = [HabitLog(habit: habit("Read"), checkIns: [checkIn(habit("Read"), "2026-11-20")])]
    cache.store(logs, for: key, change: 7)

    let taken = cache.take(key)
    #expect(taken?.change == 7)
    #expect(taken?.logs.map(\.checkIns) == logs.map(\.checkIns))
    #expect(cache.logs(key, change: 7) == nil)
    #expect(cache.take(key) == nil)
  }

  /// Past its byte budget the cache lets the least recently used users' logs go, however few
  /// entries it holds; logs heavier than the whole budget are not kept at all.
  @Test func theLeastRecentlyUsedGoPastTheByteBudget() {
    let read = habit("Read")
    let year = [
      HabitLog(
        habit: read,
        checkIns: (0..<300).map {
          CheckIn(
            habitID: read.id, day: today.adding(days: -$0), state: .done, value: nil, note: nil,
            mood: nil, updatedAt: 1_000)
        })
    ]
    let weight = LogCache.footprint(year)
    let cache = LogCache(byteBudget: weight * 3)
    let keys = ["ann", "bob", "cy", "dee"].map {
      LogCache.Key(user: UserID($0), filter: .all, from: nil)
    }
    for key in keys.prefix(3) { cache.store(year, for: key, change: 1) }
    #expect(cache.count == 3 && cache.bytes == weight * 3)
    #expect(cache.logs(keys[0], change: 1) != nil)  // ann is now the most recently used
    cache.store(year, for: keys[3], change: 1)
    #expect(cache.count == 3 && cache.bytes <= weight * 3)
    #expect(cache.logs(keys[1], change: 1) == nil)  // bob, the least recently used, went
    #expect(cache.logs(keys[0], change: 1) != nil)
    #expect(cache.logs(keys[3], change: 1) != nil)

    let heavy = LogCache(byteBudget: weight - 1)
    heavy.store(year, for: keys[0], change: 1)
    #expect(heavy.count == 0 && heavy.logs(keys[0], change: 1) == nil)
  }

  /// A history read cold holds exactly what was written, each field present or absent (on
  /// PostgreSQL a habit's days arrive in arrays, an absent field as a value no check-in holds).
  @Test(arguments: StoreKind.available) func aColdReadHoldsEveryFieldAsWritten(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let water = try await test.store.create(
      habit("Water", measure: .numeric(target: 8, unit: "glasses", kind: .atLeast)))[0]
    let read = try await test.store.create(habit("Read"))[0]
    let written = [
      CheckIn(habitID: water.id, day: day("2026-11-02"), state: .done, value: 0.5, updatedAt: 11),
      CheckIn(
        habitID: water.id, day: day("2026-11-03"), state: .done, value: 8, note: "Thé glacé",
        mood: .great, loggedMinute: 0, updatedAt: 12),
      CheckIn(habitID: water.id, day: day("2026-11-05"), state: .skipped, updatedAt: 13),
      CheckIn(
        habitID: read.id, day: day("2026-11-01"), state: .missed, mood: .bad, loggedMinute: 1_439,
        updatedAt: 14),
      CheckIn(habitID: read.id, day: day("2026-11-04"), state: .done, note: "p. 12", updatedAt: 15),
    ]
    for checkIn in written { _ = try await test.store.upsertCheckIn(checkIn, for: user) }

    let fresh = try await test.reopened().logs(for: user, filter: .all, from: nil)
    #expect(fresh.map(\.habit.id) == [water.id, read.id])
    #expect(fresh[0].checkIns.values.sorted { $0.day < $1.day } == Array(written[0..<3]))
    #expect(fresh[1].checkIns.values.sorted { $0.day < $1.day } == Array(written[3...]))
    let later = try await test.reopened().logs(for: user, filter: .all, from: day("2026-11-04"))
    #expect(later[0].checkIns.keys.sorted() == [day("2026-11-05")])
    #expect(later[1].checkIns.keys.sorted() == [day("2026-11-04")])
  }

  @Test(arguments: StoreKind.available) func followsThisProcessesWrites(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
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
    try await expectFresh(test, from: from)
    try await expectFresh(test, from: nil)

    _ = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 3_000, for: user)
    _ = try await test.store.clearCheckIn(
      habit: run.id, day: day("2026-11-01"), updatedAt: 3_000, for: user)
    try await expectFresh(test, from: from)
    try await expectFresh(test, from: nil)

    var renamed = read
    renamed.name = "Read more"
    _ = try await test.store.updateHabit(renamed, for: user, today: today)
    _ = try await test.store.setArchived(run.id, archived: true, for: user, today: today, now: 9)
    try await expectFresh(test, from: from)
  }

  @Test(arguments: StoreKind.available) func seesWritesOfAnotherProcess(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.logs(for: user, filter: .active, from: nil)
    let other = try await test.reopened()

    _ = try await other.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    try await expectFresh(test, from: nil)
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-21"), for: user)
    _ = try await other.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 5_000, for: user)
    try await expectFresh(test, from: nil)
  }

  @Test(arguments: StoreKind.available) func concurrentWritesEachSeeExactlyTheWritesBefore(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.logs(for: user, filter: .active, from: nil)
    let days = (1...30).map { day("2026-10-01").adding(days: $0) }

    let writes = try await withThrowingTaskGroup(of: CheckInWrite.self) { group in
      for day in days {
        group.addTask { try await test.store.upsertCheckIn(checkIn(read, day.text), for: user) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    // Writes are serialised: the k-th to commit sees k check-ins, its own among them.
    let seen = writes.map { $0.logs[0].checkIns.count }
    #expect(seen.sorted() == Array(1...30))
    #expect(writes.allSatisfy { $0.logs[0].checkIns[$0.current!.day] == $0.current })
    #expect(writes.allSatisfy { $0.previous == nil })
    try await expectFresh(test, from: nil)
  }

  @Test(arguments: StoreKind.available) func aWriteReportsWhatItReplaced(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let done = checkIn(read, "2026-11-20", updatedAt: 100)
    _ = try await test.store.upsertCheckIn(done, for: user)

    let skipped = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-20", .skipped, updatedAt: 200), for: user)
    let cleared = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 300, for: user)

    #expect(skipped.previous == done)
    #expect(skipped.logs[0].checkIns[day("2026-11-20")]?.state == .skipped)
    #expect(cleared.previous?.state == .skipped)
    #expect(cleared.logs[0].checkIns.isEmpty)
  }
}
