import RippleCore
import RippleTestSupport
import Testing

@testable import RippleLoopImport
@testable import RippleStore

@Suite("A restore keeps the free plan's category limit")
struct RestoreCategoryFitTests {
  /// Five categories (a backup made on Premium), in sort order Health…Social, listed out of
  /// order, and a habit in each.
  static let document: BackupDocument = {
    let names = ["Health", "Work", "Learning", "Home", "Social"]
    let categories = names.enumerated().map { index, name in
      Category(id: CategoryID("cat-\(name.lowercased())"), name: name, sortOrder: index)
    }
    let habits = categories.enumerated().map { index, category in
      var habit = habit("Habit \(index + 1)", category: category.id)
      habit.sortOrder = index
      return habit
    }
    return BackupDocument(categories: categories.reversed(), habits: habits)
  }()

  @Test(arguments: StoreKind.available)
  func theCategoriesPastTheLimitAreLeftOutAndTheirHabitsKept(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)

    let summary = try await test.store.restore(Self.document, for: user, today: today)

    #expect(summary.droppedCategories == ["Home", "Social"])
    let categories = try await test.store.categories(for: user)
    #expect(categories.count == TierLimits.freeCategories)
    #expect(Set(categories.map(\.name)) == ["Health", "Work", "Learning"])
    let habits = try await test.store.habits(for: user, filter: .all)
    #expect(habits.count == 5)
    #expect(
      habits.map(\.categoryID)
        == ["cat-health", "cat-work", "cat-learning", nil, nil].map { $0.map(CategoryID.init) })
    #expect(summary.archived.isEmpty)
  }

  @Test(arguments: StoreKind.available)
  func onPremiumEveryCategoryIsRestored(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.savePlan(.premium, for: user)

    let summary = try await test.store.restore(Self.document, for: user, today: today)

    #expect(summary.droppedCategories.isEmpty)
    #expect(try await test.store.categories(for: user).count == 5)
    #expect(
      try await test.store.habits(for: user, filter: .all).allSatisfy { $0.categoryID != nil })
  }

  @Test(arguments: StoreKind.available)
  func anExpiredPremiumPlusKeepsTheFreeLimit(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.savePlan(.premiumPlus(expires: day("2026-11-01")), for: user)

    let summary = try await test.store.restore(Self.document, for: user, today: today)

    #expect(summary.droppedCategories == ["Home", "Social"])
    #expect(try await test.store.categories(for: user).count == TierLimits.freeCategories)
  }

  /// Loop files have no categories, and an import only links habits to categories the user
  /// already has: an import cannot add categories past the limit.
  @Test(arguments: StoreKind.available) func aLoopImportAddsNoCategory(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let file = try LoopFixture.database(
      (1...4).map { LoopFixture.Habit(name: "Loop \($0)", position: $0) })

    _ = try await test.store.importLoop(file, for: user, today: today, now: 1)

    #expect(try await test.store.categories(for: user).isEmpty)
    #expect(
      try await test.store.habits(for: user, filter: .all).allSatisfy { $0.categoryID == nil })
  }
}
