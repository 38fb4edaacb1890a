import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Check-ins")
struct CheckInTests {
  @Test(arguments: StoreKind.available) func upsertIsIdempotentAndLastWriteWins(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let first = checkIn(read, "2026-11-20", note: "chapter 1", updatedAt: 100)
    let newer = checkIn(read, "2026-11-20", .skipped, updatedAt: 200)

    let written = try await test.store.upsertCheckIn(first, for: user)
    let replayed = try await test.store.upsertCheckIn(first, for: user)
    let sequence = try await test.store.changeSequence(for: user)
    let overwritten = try await test.store.upsertCheckIn(newer, for: user)
    let stale = try await test.store.upsertCheckIn(first, for: user)

    #expect((written.applied, written.current) == (true, first))
    #expect((replayed.applied, replayed.current) == (true, first))
    #expect(sequence == 2)
    #expect((overwritten.applied, overwritten.current) == (true, newer))
    #expect((stale.applied, stale.current) == (false, newer))
    #expect(try await test.store.checkIns(for: user, habit: read.id, in: nil) == [newer])
    #expect(try await test.store.changeSequence(for: user) == 3)
  }

  @Test(arguments: StoreKind.available) func clearRespectsNewerWrites(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let stored = checkIn(read, "2026-11-20", updatedAt: 200)
    _ = try await test.store.upsertCheckIn(stored, for: user)

    let stale = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 100, for: user)
    let cleared = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 300, for: user)
    let again = try await test.store.clearCheckIn(
      habit: read.id, day: day("2026-11-20"), updatedAt: 300, for: user)

    #expect((stale.applied, stale.current) == (false, stored))
    #expect((cleared.applied, cleared.current) == (true, nil))
    #expect((again.applied, again.current) == (true, nil))
    #expect(try await test.store.checkIns(for: user, habit: nil, in: nil).isEmpty)
  }

  @Test(arguments: StoreKind.available) func notesAreTrimmedAndEmptyNotesDropped(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let write = try await test.store.upsertCheckIn(
      checkIn(read, "2026-11-20", note: "   "), for: user)
    #expect(write.current?.note == nil)
  }

  static let invalid: [(note: String?, value: Double?, field: String)] = [
    (String(repeating: "n", count: 101), nil, "note"),
    (nil, -1, "value"),
    (nil, .nan, "value"),
  ]

  @Test(arguments: StoreKind.available, invalid)
  func invalidCheckInsAreRefused(
    _ kind: StoreKind, _ invalid: (note: String?, value: Double?, field: String)
  ) async throws {
    let (note, value, field) = invalid
    let test = try await StoreFixture(kind)
    let water = try await test.store.create(
      habit("Water", measure: .numeric(target: 8, unit: "glasses", kind: .atLeast)))[0]
    await #expect {
      try await test.store.upsertCheckIn(
        checkIn(water, "2026-11-20", value: value, note: note), for: user)
    } throws: { error in
      guard case .invalid(let reported, _) = error as? StoreError else { return false }
      return reported == field
    }
    #expect(try await test.store.checkIns(for: user, habit: nil, in: nil).isEmpty)
  }

  @Test(arguments: StoreKind.available) func writesForAnUnknownHabitAreRefused(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ghost = habit("Ghost")
    await #expect(throws: StoreError.habitNotFound(ghost.id)) {
      try await test.store.upsertCheckIn(checkIn(ghost, "2026-11-20"), for: user)
    }
    await #expect(throws: StoreError.habitNotFound(ghost.id)) {
      try await test.store.clearCheckIn(habit: ghost.id, day: today, updatedAt: 1, for: user)
    }
  }

  @Test(arguments: StoreKind.available) func readsByRangeAndWindow(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    let (read, run) = try await (
      test.store.create(habit("Read"))[0], test.store.create(habit("Run"))[0]
    )
    for text in ["2026-11-01", "2026-11-10", "2026-11-20"] {
      _ = try await test.store.upsertCheckIn(checkIn(read, text), for: user)
      _ = try await test.store.upsertCheckIn(checkIn(run, text, .missed), for: user)
    }

    let range = try await test.store.checkIns(
      for: user, habit: nil, in: day("2026-11-05")...day("2026-11-20"))
    let one = try await test.store.checkIns(for: user, habit: run.id, in: nil)
    let logs = try await test.store.logs(for: user, filter: .active, from: day("2026-11-10"))
    let all = try await test.store.logs(for: user, filter: .all)

    #expect(range.map(\.day.text) == ["2026-11-10", "2026-11-10", "2026-11-20", "2026-11-20"])
    #expect(one.allSatisfy { $0.habitID == run.id && $0.state == .missed } && one.count == 3)
    #expect(logs.map(\.habit.name) == ["Read", "Run"])
    #expect(logs[0].checkIns.keys.sorted().map(\.text) == ["2026-11-10", "2026-11-20"])
    #expect(all[1].checkIns.count == 3)
    await #expect(throws: StoreError.habitNotFound(HabitID("x"))) {
      try await test.store.checkIns(for: user, habit: HabitID("x"), in: nil)
    }
  }

  @Test(arguments: StoreKind.available) func usersDoNotSeeEachOthersData(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let other = UserID("someone-else")
    try await test.store.create(habit("Read"))
    _ = try await test.store.createHabit(habit("Read"), for: other, today: today)
    try await test.store.deleteHabit(HabitID("habit-read"), for: other)

    #expect(try await test.store.habits(for: user, filter: .all).count == 1)
    #expect(try await test.store.habits(for: other, filter: .all).isEmpty)
  }
}
