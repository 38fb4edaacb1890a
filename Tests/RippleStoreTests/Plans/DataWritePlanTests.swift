import RippleCore
import Testing

@testable import RippleStore

@Suite("Restore and import plans fit what a file holds to the plan, never refusing for it")
struct DataWritePlanTests {
  static let seven = (1...7).map { habit("Habit \($0)") }

  @Test func aRestoreKeepsTheStoredPlanWhateverTheFileSays() {
    let document = BackupDocument(settings: Settings(theme: .dark, tier: .premium))

    let plan = DataWritePlan.restore(
      document, stored: Settings(tier: .free), tier: .free, today: today)

    #expect(plan.document.settings == Settings(theme: .dark, tier: .free))
  }

  @Test func aRestoreArchivesTheHabitsPastTheFreeLimitAndSaysWhich() {
    let checkIns = [checkIn(Self.seven[0], "2026-11-20")]
    let document = BackupDocument(habits: Self.seven, checkIns: checkIns)

    let plan = DataWritePlan.restore(document, stored: Settings(), tier: .free, today: today)

    #expect(plan.document.habits.filter(\.isArchived).map(\.name) == ["Habit 6", "Habit 7"])
    #expect(plan.document.checkIns == checkIns)
    #expect(
      plan.summary
        == ImportSummary(
          habits: 7, checkIns: 1, names: Self.seven.map(\.name),
          archived: ["Habit 6", "Habit 7"]))
  }

  @Test func aRestoreOnPremiumKeepsEveryHabitActive() {
    let plan = DataWritePlan.restore(
      BackupDocument(habits: Self.seven), stored: Settings(tier: .premium), tier: .premium,
      today: today)

    #expect(plan.summary.archived.isEmpty)
    #expect(plan.document.habits.allSatisfy { !$0.isArchived })
  }

  @Test func anImportGoesAfterTheUsersHabitsAndCountsTheActiveOnes() throws {
    let existing = (1...4).map { index in
      var mine = habit("Mine \(index)")
      mine.sortOrder = index - 1
      return mine
    }

    let plan = try DataWritePlan.importBundle(
      ImportBundle(habits: Array(Self.seven.prefix(2)), checkIns: []), existing: existing,
      categories: [], tier: .free, today: today)

    #expect(plan.habits.map(\.sortOrder) == [4, 5])
    #expect(plan.summary.archived == ["Habit 2"])
    #expect(!plan.isEmpty)
  }

  @Test func anImportNeedsTheCategoriesItNames() {
    let health = CategoryID("health")

    #expect(throws: StoreError.categoryNotFound(health)) {
      try DataWritePlan.importBundle(
        ImportBundle(habits: [habit("Walk", category: health)], checkIns: []), existing: [],
        categories: [], tier: .free, today: today)
    }
  }

  @Test func anEmptyImportWritesNothing() throws {
    let plan = try DataWritePlan.importBundle(
      ImportBundle(habits: [], checkIns: []), existing: [], categories: [], tier: .free,
      today: today)

    #expect(plan.isEmpty)
    #expect(plan.summary == ImportSummary(habits: 0, checkIns: 0, names: []))
  }
}
