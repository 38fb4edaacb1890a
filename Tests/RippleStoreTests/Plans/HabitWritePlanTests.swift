import RippleCore
import Testing

@testable import RippleStore

@Suite("Habit write plans decide over the habits, categories and plan already read")
struct HabitWritePlanTests {
  static let five = (1...5).map { placed(habit("Habit \($0)"), $0 - 1) }
  static let health = Category(id: CategoryID("health"), name: "Health")

  static func placed(_ habit: Habit, _ sortOrder: Int) -> Habit {
    var habit = habit
    habit.sortOrder = sortOrder
    return habit
  }

  @Test func anInsertGoesLastWithAPaletteColourWhenItHasNone() throws {
    let existing = [Self.placed(habit("Read"), 0), Self.placed(habit("Walk"), 4)]

    let inserted = try HabitWritePlan.insert(
      habit("Swim", color: ""), existing: existing, categories: [], tier: .free, today: today)

    #expect(inserted.sortOrder == 5)
    #expect(inserted.color == Palette.autoColor(habitCount: 2).hex)
  }

  @Test func anInsertIsRefusedWhenTheIdIsTaken() {
    #expect(throws: StoreError.conflict("A habit with id habit-read already exists")) {
      try HabitWritePlan.insert(
        habit("Read"), existing: [habit("Read")], categories: [], tier: .free, today: today)
    }
  }

  @Test func anInsertNamesTheFieldTheEngineRefuses() {
    #expect(throws: StoreError.invalid(field: "name", message: "Please enter a habit name")) {
      try HabitWritePlan.insert(habit(""), existing: [], categories: [], tier: .free, today: today)
    }
  }

  @Test func anInsertNeedsTheCategoryItNames() throws {
    let walk = habit("Walk", category: Self.health.id)

    #expect(throws: StoreError.categoryNotFound(Self.health.id)) {
      try HabitWritePlan.insert(walk, existing: [], categories: [], tier: .free, today: today)
    }
    let inserted = try HabitWritePlan.insert(
      walk, existing: [], categories: [Self.health], tier: .free, today: today)
    #expect(inserted.categoryID == Self.health.id)
  }

  @Test func aSixthActiveHabitNeedsPremiumButAnArchivedOneDoesNot() throws {
    #expect(throws: StoreError.self) {
      try HabitWritePlan.insert(
        habit("Six"), existing: Self.five, categories: [], tier: .free, today: today)
    }
    _ = try HabitWritePlan.insert(
      habit("Six", archived: true), existing: Self.five, categories: [], tier: .free, today: today)
    _ = try HabitWritePlan.insert(
      habit("Six"), existing: Self.five, categories: [], tier: .premium, today: today)
  }

  @Test func aCustomColourNeedsPremiumOnTheColourField() {
    #expect {
      try HabitWritePlan.insert(
        habit("Walk", color: "#123456"), existing: [], categories: [], tier: .free, today: today)
    } throws: { error in
      guard case .needsPremiumFor(let field, _) = error as? StoreError else { return false }
      return field == "color"
    }
  }

  @Test func anUpdateThatChangesNothingKeepsTheStoredHabit() throws {
    let stored = Self.five[0]

    #expect(
      try HabitWritePlan.update(
        stored, existing: Self.five, categories: [], tier: .free, today: today) == .keep(stored))
  }

  @Test func anUpdateWithoutAColourKeepsTheStoredOne() throws {
    var renamed = Self.five[0]
    renamed.name = "Read more"
    renamed.color = ""

    let planned = try HabitWritePlan.update(
      renamed, existing: Self.five, categories: [], tier: .free, today: today)

    renamed.color = Self.five[0].color
    #expect(planned == .write(renamed))
  }

  @Test func anUpdateOfAnUnknownHabitIsRefused() {
    #expect(throws: StoreError.habitNotFound(HabitID("habit-swim"))) {
      try HabitWritePlan.update(
        habit("Swim"), existing: Self.five, categories: [], tier: .free, today: today)
    }
  }

  @Test func bringingAHabitBackByUpdateMustFitThePlan() {
    let archived = Self.placed(habit("Six", archived: true), 5)
    var active = archived
    active.isArchived = false

    #expect(throws: StoreError.self) {
      try HabitWritePlan.update(
        active, existing: Self.five + [archived], categories: [], tier: .free, today: today)
    }
  }

  @Test func archivingStampsTheTimeAndArchivingTwiceChangesNothing() throws {
    let planned = try HabitWritePlan.setArchived(
      Self.five[0].id, archived: true, existing: Self.five, tier: .free, today: today, now: 42)

    var archived = Self.five[0]
    archived.isArchived = true
    archived.updatedAt = 42
    #expect(planned == .write(archived))
    #expect(
      try HabitWritePlan.setArchived(
        archived.id, archived: true, existing: [archived], tier: .free, today: today, now: 43)
        == .keep(archived))
  }

  @Test func unarchivingMustFitThePlan() throws {
    let archived = Self.placed(habit("Six", archived: true), 5)

    #expect(throws: StoreError.self) {
      try HabitWritePlan.setArchived(
        archived.id, archived: false, existing: Self.five + [archived], tier: .free,
        today: today, now: 42)
    }
    let planned = try HabitWritePlan.setArchived(
      archived.id, archived: false, existing: Self.five + [archived], tier: .premium,
      today: today, now: 42)
    #expect(planned.value.isArchived == false)
  }

  @Test func reorderingMovesOnlyTheHabitsWhosePlaceChanges() throws {
    let ids = Self.five.map(\.id)

    let moves = try HabitWritePlan.reorder([ids[1], ids[0]], existing: Self.five)

    #expect(moves.map(\.id) == [ids[1], ids[0]])
    #expect(moves.map(\.sortOrder) == [0, 1])
    #expect(try HabitWritePlan.reorder(ids, existing: Self.five).isEmpty)
  }

  @Test func reorderingRefusesUnknownAndRepeatedHabits() {
    let ids = Self.five.map(\.id)

    #expect(throws: StoreError.habitNotFound(HabitID("habit-swim"))) {
      try HabitWritePlan.reorder([HabitID("habit-swim")], existing: Self.five)
    }
    #expect(
      throws: StoreError.invalid(field: "ids", message: "Each habit may appear only once")
    ) {
      try HabitWritePlan.reorder([ids[0], ids[0]], existing: Self.five)
    }
  }

  @Test func deletingNeedsTheHabitStored() throws {
    #expect(throws: StoreError.habitNotFound(HabitID("habit-swim"))) {
      try HabitWritePlan.delete(HabitID("habit-swim"), stored: nil)
    }
    try HabitWritePlan.delete(Self.five[0].id, stored: Self.five[0])
  }
}
