import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Restore and import keep the plan's active-habit limit by archiving, not refusing")
struct TierFitTests {
  static let seven = (1...7).map { habit("Habit \($0)") }

  @Test(arguments: StoreKind.available) func restoreArchivesTheActiveHabitsPastTheFreeLimit(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let document = BackupDocument(
      habits: TierFitTests.seven.enumerated().map { index, habit in
        var habit = habit
        habit.sortOrder = index
        return habit
      })

    let summary = try await test.store.restore(document, for: user, today: today)

    #expect(summary.archived == ["Habit 6", "Habit 7"])
    let habits = try await test.store.habits(for: user, filter: .all)
    #expect(habits.filter { !$0.isArchived }.map(\.name) == (1...5).map { "Habit \($0)" })
    #expect(habits.count == 7)
  }

  @Test(arguments: StoreKind.available) func restoreOnPremiumKeepsEveryHabitActive(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.savePlan(.premium, for: user)

    let summary = try await test.store.restore(
      BackupDocument(habits: TierFitTests.seven), for: user, today: today)

    #expect(summary.archived.isEmpty)
    #expect(try await test.store.habits(for: user, filter: .all).allSatisfy { !$0.isArchived })
  }

  @Test(arguments: StoreKind.available) func importCountsTheHabitsAlreadyActive(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Mine 1"), habit("Mine 2"), habit("Mine 3"))
    let bundle = ImportBundle(
      habits: Array(TierFitTests.seven.prefix(4)),
      checkIns: [checkIn(TierFitTests.seven[3], "2026-11-20")])

    let summary = try await test.store.importBundle(bundle, for: user, today: today)

    #expect(summary.habits == 4)
    #expect(summary.archived == ["Habit 3", "Habit 4"])
    let active = try await test.store.habits(for: user, filter: .all).filter { !$0.isArchived }
    #expect(active.count == TierLimits.freeActiveHabits)
    #expect(
      try await test.store.checkIns(for: user, habit: TierFitTests.seven[3].id, in: nil).count == 1)
  }

  @Test(arguments: StoreKind.available) func aSettingsSaveKeepsTheStoredPlan(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let saved = try await test.store.saveSettings(Settings(theme: .dark, tier: .premium), for: user)
    #expect(saved.tier == .free)
    #expect(try await test.store.settings(for: user).tier == .free)
    #expect(try await test.store.savePlan(.premium, for: user).tier == .premium)
    #expect(try await test.store.saveSettings(Settings(theme: .light), for: user).tier == .premium)
  }
}
