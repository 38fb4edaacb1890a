import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Categories")
struct CategoryTests {
  @Test(arguments: StoreKind.available) func createRenameDelete(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    let health = try await test.store.createCategory(
      Category(id: CategoryID("health"), name: " Health ", color: "#10B981"), for: user,
      today: today)
    let work = try await test.store.createCategory(
      Category(id: CategoryID("work"), name: "Work"), for: user, today: today)
    try await test.store.create(habit("Run", category: health.id))

    var renamed = health
    renamed.name = "Body"
    _ = try await test.store.updateCategory(renamed, for: user)
    try await test.store.deleteCategory(health.id, for: user)

    #expect(health.name == "Health" && health.sortOrder == 0 && work.sortOrder == 1)
    #expect(try await test.store.categories(for: user).map(\.name) == ["Work"])
    #expect(try await test.store.habit(HabitID("habit-run"), for: user).categoryID == nil)
  }

  @Test(arguments: StoreKind.available) func errors(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.createCategory(
      Category(id: CategoryID("health"), name: "Health"), for: user, today: today)

    await #expect(
      throws: StoreError.invalid(field: "name", message: "A category with this name already exists")
    ) {
      try await test.store.createCategory(
        Category(id: CategoryID("other"), name: "HEALTH"), for: user, today: today)
    }
    await #expect(throws: StoreError.conflict("A category with id health already exists")) {
      try await test.store.createCategory(
        Category(id: CategoryID("health"), name: "Else"), for: user, today: today)
    }
    await #expect(throws: StoreError.categoryNotFound(CategoryID("ghost"))) {
      try await test.store.updateCategory(Category(id: CategoryID("ghost"), name: "G"), for: user)
    }
    await #expect(throws: StoreError.categoryNotFound(CategoryID("ghost"))) {
      try await test.store.deleteCategory(CategoryID("ghost"), for: user)
    }
    await #expect(throws: StoreError.self) {
      try await test.store.updateCategory(
        Category(id: CategoryID("health"), name: "Health", color: "green"), for: user)
    }
  }
}
