import RippleCore
import Testing

@testable import RippleStore

@Suite("Category write plans decide over the categories and plan already read")
struct CategoryWritePlanTests {
  static func category(_ name: String, sortOrder: Int = 0) -> Category {
    Category(id: CategoryID(name.lowercased()), name: name, sortOrder: sortOrder)
  }

  static let three = [
    category("Health"), category("Work", sortOrder: 1), category("Home", sortOrder: 2),
  ]

  @Test func anInsertGoesLast() throws {
    let inserted = try CategoryWritePlan.insert(
      Self.category("Play"), existing: Array(Self.three.prefix(2)), tier: .free, today: today)

    #expect(inserted.sortOrder == 2)
  }

  @Test func aFourthCategoryNeedsPremium() throws {
    #expect {
      try CategoryWritePlan.insert(
        Self.category("Play"), existing: Self.three, tier: .free, today: today)
    } throws: { error in
      guard case .needsPremium = error as? StoreError else { return false }
      return true
    }
    _ = try CategoryWritePlan.insert(
      Self.category("Play"), existing: Self.three, tier: .premium, today: today)
  }

  @Test func anInsertIsRefusedWhenTheIdIsTaken() {
    #expect(throws: StoreError.conflict("A category with id health already exists")) {
      try CategoryWritePlan.insert(
        Self.category("Health"), existing: Self.three, tier: .premium, today: today)
    }
  }

  @Test func anUpdateWritesOnlyWhatChanged() throws {
    var renamed = Self.three[1]
    renamed.name = "Office"

    #expect(try CategoryWritePlan.update(renamed, existing: Self.three) == .write(renamed))
    #expect(
      try CategoryWritePlan.update(Self.three[1], existing: Self.three) == .keep(Self.three[1]))
  }

  @Test func updatingOrDeletingAnUnknownCategoryIsRefused() {
    let play = Self.category("Play")

    #expect(throws: StoreError.categoryNotFound(play.id)) {
      try CategoryWritePlan.update(play, existing: Self.three)
    }
    #expect(throws: StoreError.categoryNotFound(play.id)) {
      try CategoryWritePlan.delete(play.id, existing: Self.three)
    }
  }
}
