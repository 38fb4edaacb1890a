import Foundation
import RippleCore
import Testing

@testable import RippleStore

@Suite("A large history's backup restores")
struct LargeBackupTests {
  /// 100 habits, 4,000 days each: 400,000 check-ins, a backup past the old 50 MB limit.
  @Test func fourHundredThousandCheckInsBackUpAndRestore() async throws {
    let habits = (0..<100).map { index in
      var made = habit("Habit \(index)", id: "habit-\(String(format: "%03d", index))")
      made.createdDay = today.adding(days: -3_999)
      made.sortOrder = index
      return made
    }
    let checkIns = habits.flatMap { habit in
      (0..<4_000).map { offset in
        CheckIn(
          habitID: habit.id, day: habit.createdDay.adding(days: offset),
          state: offset % 7 == 0 ? .skipped : .done, loggedMinute: 420, updatedAt: 1_700_000_000_000
        )
      }
    }
    let source = try TestStore()
    _ = try await source.store.savePlan(.premium, for: user)
    _ = try await source.store.restore(
      BackupDocument(habits: habits, checkIns: checkIns), for: user, today: today)
    let bytes = try await source.store.backup(for: user, now: 1).encoded()
    #expect(bytes.count > 50 * 1_048_576)
    #expect(bytes.count <= BackupDocument.maximumSize)

    let target = try TestStore()
    _ = try await target.store.savePlan(.premium, for: user)
    let summary = try await target.store.restore(
      BackupDocument.decode(bytes), for: user, today: today)

    #expect(summary.checkIns == 400_000)
    #expect(try await target.store.changeSequence(for: user) > 0)
  }
}
