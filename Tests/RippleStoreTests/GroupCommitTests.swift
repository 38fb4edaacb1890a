import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// Check-in writes that arrive together commit together; each still stands or falls alone.
@Suite("Group commit")
struct GroupCommitTests {
  @Test func aRefusedWriteNeverTakesTheOthersWithIt() async throws {
    let test = try TestStore()
    let read = try await test.store.create(habit("Read"))[0]
    let days = (1...40).map { day("2026-10-01").adding(days: $0) }
    let tooLong = String(repeating: "n", count: 101)

    let results = await withTaskGroup(of: (Day, Bool).self) { group in
      for (index, day) in days.enumerated() {
        group.addTask {
          let note = index % 3 == 0 ? tooLong : nil
          do {
            _ = try await test.store.upsertCheckIn(checkIn(read, day.text, note: note), for: user)
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
    // 40 writes at once do not take 40 commits (the first batch commits alone, being first).
    #expect(test.store.checkInQueue.batches < days.count)
    #expect(try await test.store.changeSequence(for: user) == 1 + Int64(accepted.count))
  }

  @Test(arguments: StoreKind.available) func writesToAnUnknownHabitFailAloneInABatch(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    let ghost = habit("Ghost")

    async let good = test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    async let bad = outcome {
      try await test.store.upsertCheckIn(checkIn(ghost, "2026-11-20"), for: user)
    }
    async let cleared = outcome {
      try await test.store.clearCheckIn(habit: ghost.id, day: today, updatedAt: 1, for: user)
    }
    let (written, refused, refusedClear) = try await (good, bad, cleared)

    #expect(written.current?.day == day("2026-11-20"))
    #expect(throws: StoreError.habitNotFound(ghost.id)) { try refused.get() }
    #expect(throws: StoreError.habitNotFound(ghost.id)) { try refusedClear.get() }
    #expect(try await test.reopened().checkIns(for: user, habit: nil, in: nil).count == 1)
  }
}

private func outcome(
  _ write: () async throws -> CheckInWrite
) async -> Result<CheckInWrite, any Error> {
  do { return .success(try await write()) } catch { return .failure(error) }
}
