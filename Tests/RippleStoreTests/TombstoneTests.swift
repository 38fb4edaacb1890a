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

@Suite("A day's note and mood stay with it when its state changes")
struct KeptNoteAndMoodTests {
  @Test(arguments: StoreKind.available) func unTickingAndTickingAgainKeepsTheNoteAndMood(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let gym = try await test.store.create(habit("Gym"))[0]
    _ = try await test.store.upsertCheckIn(
      checkIn(gym, "2026-11-20", note: "Leg day, new PR on squats", mood: .great, updatedAt: 1000),
      for: user)

    let cleared = try await test.store.clearCheckIn(
      habit: gym.id, day: day("2026-11-20"), updatedAt: 2000, for: user)
    #expect(cleared.current == nil)
    let ticked = try await test.reopened().upsertCheckIn(
      checkIn(gym, "2026-11-20", updatedAt: 3000), keeping: .both, for: user)

    let expected = NoteAndMood(note: "Leg day, new PR on squats", mood: .great)
    #expect(ticked.current?.noteAndMood == expected)
    let stored = try await test.store.checkIns(for: user, habit: gym.id, in: nil)
    #expect(stored.map(\.noteAndMood) == [expected])
    #expect(stored.map(\.state) == [.done])
  }

  @Test(arguments: StoreKind.available) func aStateChangeKeepsTheNoteAndMood(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let gym = try await test.store.create(habit("Gym"))[0]
    _ = try await test.store.upsertCheckIn(
      checkIn(gym, "2026-11-20", note: "Sore", mood: .okay, updatedAt: 1000), for: user)

    let skipped = try await test.store.upsertCheckIn(
      checkIn(gym, "2026-11-20", .skipped, updatedAt: 2000), keeping: .both, for: user)

    #expect(skipped.current?.state == .skipped)
    #expect(skipped.current?.noteAndMood == NoteAndMood(note: "Sore", mood: .okay))
  }

  @Test(arguments: StoreKind.available) func twoClearsInARowKeepTheNote(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let gym = try await test.store.create(habit("Gym"))[0]
    _ = try await test.store.upsertCheckIn(
      checkIn(gym, "2026-11-20", note: "Sore", updatedAt: 1000), for: user)
    for stamp: Int64 in [2000, 3000] {
      _ = try await test.store.clearCheckIn(
        habit: gym.id, day: day("2026-11-20"), updatedAt: stamp, for: user)
    }

    let ticked = try await test.store.upsertCheckIn(
      checkIn(gym, "2026-11-20", updatedAt: 4000), keeping: .both, for: user)

    #expect(ticked.current?.note == "Sore")
  }
}
