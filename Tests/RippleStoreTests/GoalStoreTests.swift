import Foundation
import GRDB
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Coach goals in the store")
struct GoalStoreTests {
  @Test(arguments: StoreKind.available) func aGoalIsCreatedWithItsHabitInOneTransaction(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let created = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)

    #expect(created.revision == 1)
    #expect(try await test.store.goals(for: user) == [created])
    #expect(try await test.store.habit(HabitID("habit-walk"), for: user).name == "Walk")
  }

  @Test(arguments: StoreKind.available) func aRefusedHabitLeavesNoGoal(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Walk", id: "other"))

    await #expect(throws: StoreError.self) {
      try await test.store.createGoal(
        goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    }
    #expect(try await test.store.goals(for: user).isEmpty)
  }

  @Test(arguments: StoreKind.available) func savingAMoveUpdatesTheGoalAndItsHabitTogether(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    var stored = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    stored.state.currentIndex = 2
    var next = habit("Walk 10 minutes", id: "habit-walk")
    next.schedule = .timesPerWeek(4)

    let saved = try await test.store.saveGoal(stored, habit: next, for: user, today: today)

    #expect(saved.revision == 2)
    #expect(try await test.store.goal("g1", for: user).state == stored.state)
    let linked = try await test.store.habit(HabitID("habit-walk"), for: user)
    #expect(linked.name == "Walk 10 minutes")
    #expect(linked.schedule == .timesPerWeek(4))
  }

  @Test(arguments: StoreKind.available) func aSaveFromAnOldRevisionIsAConflictAndChangesNothing(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let first = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    var moved = first
    moved.state.currentIndex = 1
    _ = try await test.store.saveGoal(moved, habit: nil, for: user, today: today)

    var late = first
    late.state.currentIndex = 2
    await #expect(
      throws: StoreError.conflict("The goal changed meanwhile; load it again and retry")
    ) {
      try await test.store.saveGoal(
        late, habit: habit("Renamed", id: "habit-walk"), for: user, today: today)
    }
    #expect(try await test.store.goal("g1", for: user).state.currentIndex == 1)
    #expect(try await test.store.habit(HabitID("habit-walk"), for: user).name == "Walk")
  }

  @Test(arguments: StoreKind.available) func aHabitRefusedInASaveLeavesTheGoalAsItWas(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Read"))
    var stored = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    stored.state.currentIndex = 1

    await #expect(throws: StoreError.self) {
      try await test.store.saveGoal(
        stored, habit: habit("read", id: "habit-walk"), for: user, today: today)
    }
    #expect(try await test.store.goal("g1", for: user).revision == 1)
  }

  @Test(arguments: StoreKind.available)
  func aStoredStateThatDoesNotReadIsAStorageFailureNamingTheGoal(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    try await RawCells.run("UPDATE goals SET state = '[1, 2' WHERE id = 'g1'", in: test.store)

    await #expect {
      try await test.store.goal("g1", for: user)
    } throws: { error in
      guard case .storage(let message) = error as? StoreError else { return false }
      return message.hasPrefix("The goal g1 does not read")
    }
  }

  @Test(arguments: StoreKind.available) func aGoalIsCreatedOnlyWithTheHabitItsStateNames(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    await #expect(
      throws: StoreError.invalid(
        field: "habitId", message: "A goal's habit is the one its state names")
    ) {
      try await test.store.createGoal(
        goal("g1", habit: "habit-walk"), habit: habit("Walk", id: "habit-other"), for: user,
        today: today)
    }
    #expect(try await test.store.habits(for: user, filter: .all).isEmpty)
  }

  @Test(arguments: StoreKind.available) func reflectionsAreKeptPerGoal(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    let first = reflection("r1", goal: "g1")
    _ = try await test.store.addReflection(first, for: user)

    #expect(try await test.store.reflections(goal: "g1", for: user) == [first])
    await #expect(throws: StoreError.goalNotFound("nope")) {
      try await test.store.addReflection(reflection("r2", goal: "nope"), for: user)
    }
    await #expect(throws: StoreError.self) {
      try await test.store.addReflection(first, for: user)
    }
  }

  @Test(arguments: StoreKind.available)
  func deletingTheLinkedHabitRemovesTheGoalAndItsReflections(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    _ = try await test.store.addReflection(reflection("r1", goal: "g1"), for: user)

    try await test.store.deleteHabit(HabitID("habit-walk"), for: user)

    #expect(try await test.store.goals(for: user).isEmpty)
    #expect(try await RawCells.count("goal_reflections", in: test.store) == 0)
  }

  @Test(arguments: StoreKind.available) func clearAllRemovesGoals(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    _ = try await test.store.addReflection(reflection("r1", goal: "g1"), for: user)

    try await test.store.clearAll(for: user)

    #expect(try await test.store.goals(for: user).isEmpty)
    #expect(try await test.store.backup(for: user, now: 0).reflections.isEmpty)
  }

  /// A check-in write answers with the user's goals as its transaction found them: kept from
  /// one write to the next while only check-ins changed, read again once a goal was written.
  @Test(arguments: StoreKind.available) func aCheckInWriteFindsTheGoalsAsTheyAreNow(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Read", id: "habit-read"))
    let done = CheckIn(habitID: HabitID("habit-read"), day: today, state: .done)
    #expect(try await test.store.upsertCheckIn(done, for: user).goals.isEmpty)

    let created = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user, today: today)
    let afterCreate = try await test.store.clearCheckIn(
      habit: HabitID("habit-read"), day: today, updatedAt: 5_000, for: user)
    #expect(afterCreate.goals == [created])

    var moved = created
    moved.state.currentIndex = 1
    let saved = try await test.store.saveGoal(moved, habit: nil, for: user, today: today)
    var again = done
    again.updatedAt = 6_000
    let afterSave = try await test.store.upsertCheckIn(again, for: user)
    #expect(afterSave.goals == [saved])
    #expect(afterSave.goals.first?.state.currentIndex == 1)
    // A write of check-ins only keeps them.
    again.updatedAt = 7_000
    again.state = .skipped
    #expect(try await test.store.upsertCheckIn(again, for: user).goals == [saved])
  }

  @Test func theMigrationIsNamedAfterTheCoach() async throws {
    let test = try TestStore()
    let applied = try await test.store.pool.read { db in
      try StoreSchema.migrator.appliedIdentifiers(db)
    }
    #expect(applied.contains("v3-coach"))
  }
}

/// A goal "Run a 5k" linked to `habit`, with the coach state the built-in planner makes.
func goal(_ id: String, habit: String) -> GoalRecord {
  let goal = RippleCore.Goal(
    id: GoalID(id), what: "Run a 5k", habitID: HabitID(habit), startDay: today)
  return GoalRecord(
    state: CoachState(goal: goal, roadmap: BuiltInPlanner().roadmap(for: goal, today: today)),
    createdAt: 1_000, updatedAt: 1_000)
}

func reflection(_ id: String, goal: String) -> GoalReflection {
  GoalReflection(
    id: id, goalID: goal, stage: 0, day: today, worked: "Mornings", hard: "Rainy days",
    createdAt: 2_000)
}
