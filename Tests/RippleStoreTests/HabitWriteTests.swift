import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Habit writes")
struct HabitWriteTests {
  @Test(arguments: StoreKind.available) func createKeepsEveryFieldAndPutsTheHabitLast(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let categoryID = CategoryID("cat-health")
    _ = try await test.store.createCategory(
      Category(id: categoryID, name: "Health"), for: user, today: today)
    var water = habit(
      "  Water  ", schedule: .timesInDays(times: 3, days: 10),
      measure: .numeric(target: 8, unit: "glasses", kind: .atLeast),
      reminders: [Reminder(minuteOfDay: 480, weekdays: WeekdaySet([.monday, .friday]))],
      category: categoryID)
    water.description = "Eight a day "
    water.icon = "drop"

    let (read, created) = try await (
      test.store.create(habit("Read"))[0], test.store.create(water)[0]
    )

    #expect(read.sortOrder == 0)
    #expect(created.sortOrder == 1)
    #expect(created.name == "Water")
    #expect(created.description == "Eight a day")
    #expect(try await test.reopened().habit(water.id, for: user) == created)
  }

  @Test(
    arguments: StoreKind.available,
    [
      Schedule.daily, .weekdays(WeekdaySet([.monday, .wednesday])), .timesPerWeek(3),
      .everyNDays(2, start: day("2026-11-02")), .timesInDays(times: 2, days: 9),
      .monthDays([1, 15, 31]),
    ])
  func storesEverySchedule(_ kind: StoreKind, _ schedule: Schedule) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Read", schedule: schedule))
    #expect(try await test.reopened().habit(HabitID("habit-read"), for: user).schedule == schedule)
  }

  @Test(arguments: StoreKind.available) func anEmptyColourIsAssignedFromThePalette(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("One"))
    let second = try await test.store.create(habit("Two", color: ""))[0]
    #expect(second.color == Palette.autoColor(habitCount: 1).hex)
  }

  struct InvalidCase: Sendable, CustomTestStringConvertible {
    var habit: Habit
    var field: String
    var testDescription: String { "\(field): \(habit.name)" }
  }

  static let invalid: [InvalidCase] = [
    InvalidCase(habit: habit("   ", id: "blank"), field: "name"),
    InvalidCase(habit: habit(String(repeating: "n", count: 51), id: "long"), field: "name"),
    InvalidCase(habit: habit("EXISTING", id: "dup"), field: "name"),
    InvalidCase(habit: habit("Colour", color: "red"), field: "color"),
    InvalidCase(habit: habit("Weekly", schedule: .timesPerWeek(8)), field: "schedule"),
    InvalidCase(habit: habit("None", schedule: .weekdays(.none)), field: "schedule"),
    InvalidCase(
      habit: habit("Zero", measure: .numeric(target: 0, unit: "", kind: .atLeast)),
      field: "measure"),
    InvalidCase(
      habit: habit("Late", reminders: [Reminder(minuteOfDay: 1440)]), field: "reminders"),
  ]

  @Test(arguments: StoreKind.available, invalid)
  func invalidHabitsAreRefusedAndNothingIsWritten(
    _ kind: StoreKind, _ testCase: InvalidCase
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Existing"))
    let sequence = try await test.store.changeSequence(for: user)

    await #expect {
      try await test.store.createHabit(testCase.habit, for: user, today: today)
    } throws: { error in
      guard case .invalid(let field, _) = error as? StoreError else { return false }
      return field == testCase.field
    }

    #expect(try await test.store.habits(for: user, filter: .all).count == 1)
    #expect(try await test.store.changeSequence(for: user) == sequence)
  }

  @Test(arguments: StoreKind.available) func aDuplicateIdIsAConflict(_ kind: StoreKind) async throws
  {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Read"))
    await #expect(throws: StoreError.conflict("A habit with id habit-read already exists")) {
      try await test.store.createHabit(habit("Other", id: "habit-read"), for: user, today: today)
    }
  }

  @Test(arguments: StoreKind.available) func anUnknownCategoryIsRefused(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    await #expect(throws: StoreError.categoryNotFound(CategoryID("nope"))) {
      try await test.store.create(habit("Read", category: CategoryID("nope")))
    }
  }

  @Test(arguments: StoreKind.available) func updateValidatesAndKeepsTheRest(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let (read, _) = try await (test.store.create(habit("Read"))[0], test.store.create(habit("Run")))
    var renamed = read
    renamed.name = "Read more"
    renamed.schedule = .timesPerWeek(4)

    let updated = try await test.store.updateHabit(renamed, for: user, today: today)
    var clash = updated
    clash.name = "run"

    #expect(try await test.store.habit(read.id, for: user) == updated)
    await #expect(
      throws: StoreError.invalid(field: "name", message: "A habit with this name already exists")
    ) { try await test.store.updateHabit(clash, for: user, today: today) }
    await #expect(throws: StoreError.habitNotFound(HabitID("ghost"))) {
      try await test.store.updateHabit(habit("Ghost", id: "ghost"), for: user, today: today)
    }
  }

  @Test(arguments: StoreKind.available) func archiveKeepsCheckInsAndDeleteRemovesThem(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let (read, run) = try await (
      test.store.create(habit("Read"))[0], test.store.create(habit("Run"))[0]
    )
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    _ = try await test.store.upsertCheckIn(checkIn(run, "2026-11-20"), for: user)

    let archived = try await test.store.setArchived(
      read.id, archived: true, for: user, today: today, now: 5_000)
    try await test.store.deleteHabit(run.id, for: user)

    #expect(archived.isArchived && archived.updatedAt == 5_000)
    #expect(try await test.store.habits(for: user, filter: .active).isEmpty)
    #expect(try await test.store.habits(for: user, filter: .archived).map(\.id) == [read.id])
    #expect(
      try await test.store.checkIns(for: user, habit: nil, in: nil).map(\.habitID) == [read.id])
    await #expect(throws: StoreError.habitNotFound(run.id)) {
      try await test.store.deleteHabit(run.id, for: user)
    }
  }

  @Test(arguments: StoreKind.available) func reorderNumbersTheListedHabitsFirst(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("A"), habit("B"), habit("C"), habit("D"))

    try await test.store.reorderHabits([HabitID("habit-c"), HabitID("habit-a")], for: user)

    let order = try await test.store.habits(for: user, filter: .all)
    #expect(order.map(\.name) == ["C", "A", "B", "D"])
    #expect(order.map(\.sortOrder) == [0, 1, 2, 3])
    await #expect(throws: StoreError.habitNotFound(HabitID("x"))) {
      try await test.store.reorderHabits([HabitID("x")], for: user)
    }
  }

  @Test(arguments: StoreKind.available) func everyWriteBumpsTheChangeSequenceOnce(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    #expect(try await test.store.changeSequence(for: user) == 0)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    _ = try await test.store.setArchived(read.id, archived: true, for: user, today: today, now: 1)
    #expect(try await test.store.changeSequence(for: user) == 3)
    #expect(try await test.store.changeSequence(for: UserID("someone-else")) == 0)
  }
}
