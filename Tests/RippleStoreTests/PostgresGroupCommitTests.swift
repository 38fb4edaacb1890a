import RippleCore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStorePostgres

/// PostgreSQL's check-in writes that arrive together commit together; each is still
/// answered only once committed, and stands or falls alone.
@Suite("PostgreSQL group commit")
struct PostgresGroupCommitTests {
  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func manyWritesAtOnceAreEachAcknowledgedAndARefusedOneFailsAlone() async throws {
    let test = try await StoreFixture(.postgres)
    let store = try #require(test.store as? PostgresStore)
    let read = try await test.store.create(habit("Read"))[0]
    let days = (1...40).map { day("2026-10-01").adding(days: $0) }
    let tooLong = String(repeating: "n", count: 101)

    let results = await withTaskGroup(of: (Day, Bool).self) { group in
      for (index, day) in days.enumerated() {
        group.addTask {
          let note = index % 3 == 0 ? tooLong : nil
          do {
            _ = try await store.upsertCheckIn(checkIn(read, day.text, note: note), for: user)
            return (day, true)
          } catch {
            return (day, false)
          }
        }
      }
      return await group.reduce(into: [Day: Bool]()) { $0[$1.0] = $1.1 }
    }

    let stored = Set(try await test.reopened().checkIns(for: user, habit: nil, in: nil).map(\.day))
    let accepted = Set(results.filter(\.value).map(\.key))
    #expect(accepted == Set(days.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)))
    #expect(stored == accepted)
    #expect(store.checkInQueue.batches < days.count)
    #expect(try await test.store.changeSequence(for: user) == 1 + Int64(accepted.count))
  }

  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func aWriteTheDatabaseRefusesFailsAloneAndItsBatchMatesCommit() async throws {
    let test = try await StoreFixture(.postgres)
    let location = try PostgresLocation(test.database.address)
    let store = try await PostgresStore.open(location, checkInBatches: 1)
    let holder = try await PostgresStore.open(location)
    let read = try await store.create(habit("Read"))[0]
    let days = (1...20).map { day("2026-10-01").adding(days: $0) }
    // Validation never lets a NUL through; PostgreSQL's text refuses it, so this write fails in
    // the database, in the middle of its batch.
    let poisoned = checkIn(read, "2026-09-30", note: "a\u{0}b")

    // Another process holds the user's lock, so the first write waits in its batch while the
    // others queue up behind it; they then go as one batch.
    let lock = await HeldLock(on: holder)
    let first = Task { try await store.upsertCheckIn(checkIn(read, "2026-09-29"), for: user) }
    while store.checkInQueue.batches < 1 { await Task.yield() }
    let bad = Task {
      try await store.checkInQueue.write(
        user: user, habit: read.id, day: poisoned.day, drainer: .task(store.drainCheckIns),
        PostgresCheckInDecision { _ in
          CheckInWritePlan.Decision(
            write: CheckInWrite(applied: true, current: poisoned, previous: nil, logs: []),
            edit: .save(poisoned, clearsTombstone: true))
        })
    }
    let good = days.map { day in
      Task { try await store.upsertCheckIn(checkIn(read, day.text), for: user) }
    }
    while store.checkInQueue.pending < days.count + 1 { await Task.yield() }
    try await lock.release()

    _ = try await first.value
    await #expect(throws: StoreError.self) { try await bad.value }
    for (write, day) in zip(good, days) {
      let written = try await write.value
      #expect(written.current?.day == day)
      // Each answers with the logs as of its own change: its day is in them.
      #expect(written.logs[0].checkIns[day] != nil)
    }
    #expect(store.checkInQueue.batches == 2)
    let stored = try await test.reopened().checkIns(for: user, habit: nil, in: nil)
    #expect(Set(stored.map(\.day)) == Set(days + [day("2026-09-29")]))
    await store.close()
    await holder.close()
  }

  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func twoProcessesBatchingTheSameUsersNeverDeadlockAndLoseNothing() async throws {
    let test = try await StoreFixture(.postgres)
    let a = try await Store.open(test.database.address)
    let b = try await Store.open(test.database.address)
    let people = (1...6).map { UserID("person-\($0)") }
    var habits: [UserID: Habit] = [:]
    for person in people {
      habits[person] = try await a.createHabit(habit("Read"), for: person, today: today)
    }
    let days = (1...8).map { day("2026-10-01").adding(days: $0) }
    let writes = people.flatMap { person in days.map { (person, $0) } }
    let found = habits

    let failures = await withTaskGroup(of: Int.self) { group in
      for (index, (person, day)) in writes.enumerated() {
        let store = index % 2 == 0 ? a : b
        group.addTask {
          let written = try? await store.upsertCheckIn(
            checkIn(found[person]!, day.text), for: person)
          return written == nil ? 1 : 0
        }
      }
      return await group.reduce(0, +)
    }

    #expect(failures == 0)
    for person in people {
      let stored = try await b.checkIns(for: person, habit: nil, in: nil)
      #expect(Set(stored.map(\.day)) == Set(days))
      #expect(try await a.changeSequence(for: person) == 1 + Int64(days.count))
      let logs = try await a.logs(for: person, filter: .all)
      #expect(logs[0].checkIns.count == days.count)
    }
  }

  /// A batch decides its writes one after another in memory and writes only each day's final
  /// state: what it leaves (rows, clears, sequence, answers) is what the same writes leave one by
  /// one on SQLite, including writes of one day that overtake, refuse or undo each other.
  @Test(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
  func writesOfOneDayInOneBatchLeaveWhatTheyLeaveOneByOne() async throws {
    let test = try await StoreFixture(.postgres)
    let location = try PostgresLocation(test.database.address)
    let store = try await PostgresStore.open(location, checkInBatches: 1)
    let holder = try await PostgresStore.open(location)
    let reference = try await StoreFixture(.sqlite)
    let read = habit("Read")
    try await store.create(read)
    try await reference.store.create(read)
    enum Write {
      case save(CheckIn)
      case clear(String, Int64)
    }
    let writes: [Write] = [
      .clear("2026-11-02", 2_000),  // alone, before the batch: a clear stored in the database
      .save(checkIn(read, "2026-11-01")),
      .save(checkIn(read, "2026-11-02", .skipped, updatedAt: 1_500)),  // older than the clear
      .save(checkIn(read, "2026-11-02", note: "again", updatedAt: 3_000)),  // lifts the clear
      .save(checkIn(read, "2026-11-03", updatedAt: 1_000)),
      .clear("2026-11-03", 1_000),
      .clear("2026-11-04", 500),  // an empty day: the clear is remembered
      .save(checkIn(read, "2026-11-04", updatedAt: 400)),  // older than that clear
      .save(checkIn(read, "2026-11-05", updatedAt: 1_000)),
      .save(checkIn(read, "2026-11-05", .skipped, note: "late", updatedAt: 900)),
      .save(checkIn(read, "2026-11-06", updatedAt: 1_000)),
      .save(checkIn(read, "2026-11-06", updatedAt: 1_000)),  // the same again
      .save(checkIn(read, "2026-11-07", updatedAt: 1_000)),
      .clear("2026-11-07", 2_000),
      .save(checkIn(read, "2026-11-07", .skipped, updatedAt: 3_000)),
    ]
    @Sendable func run(
      _ write: Write, on store: any RippleRepository
    ) async throws
      -> CheckInWrite
    {
      switch write {
      case .save(let checkIn): return try await store.upsertCheckIn(checkIn, for: user)
      case .clear(let text, let updatedAt):
        return try await store.clearCheckIn(
          habit: read.id, day: day(text), updatedAt: updatedAt, for: user)
      }
    }
    var expected: [CheckInWrite] = []
    for write in writes { expected.append(try await run(write, on: reference.store)) }

    // The first write waits for another process's lock; the others queue in order behind it,
    // then go as one batch.
    let lock = await HeldLock(on: holder)
    var tasks: [Task<CheckInWrite, any Error>] = []
    for (index, write) in writes.enumerated() {
      tasks.append(Task { try await run(write, on: store) })
      if index == 0 {
        while store.checkInQueue.batches < 1 { await Task.yield() }
      } else {
        while store.checkInQueue.pending < index { await Task.yield() }
      }
    }
    try await lock.release()
    var answers: [CheckInWrite] = []
    for task in tasks { answers.append(try await task.value) }

    #expect(store.checkInQueue.batches == 2)
    for (answer, expected) in zip(answers, expected) {
      #expect(answer.applied == expected.applied)
      #expect(answer.current == expected.current)
      #expect(answer.previous == expected.previous)
      #expect(answer.logs.map(\.checkIns) == expected.logs.map(\.checkIns))
    }
    let stored = try await test.reopened()
    #expect(
      try await stored.changes(for: user, since: 1) == reference.store.changes(for: user, since: 1))
    #expect(try await stored.changeSequence(for: user) == reference.store.changeSequence(for: user))
    await store.close()
    await holder.close()
  }
}

/// `user`'s lock, held by another process (`holder`) until `release()`: check-in writes queued
/// meanwhile wait, then go as one batch.
private struct HeldLock {
  private let opening: AsyncStream<Void>.Continuation
  private let holding: Task<Void, any Error>

  /// Returns once the lock is held.
  init(on holder: PostgresStore) async {
    let (locked, lockTaken) = AsyncStream.makeStream(of: Void.self)
    let (gate, opening) = AsyncStream.makeStream(of: Void.self)
    self.opening = opening
    holding = Task {
      try await holder.write(for: user) { _ in
        lockTaken.finish()
        for await _ in gate {}
      }
    }
    for await _ in locked {}
  }

  func release() async throws {
    opening.finish()
    try await holding.value
  }
}
