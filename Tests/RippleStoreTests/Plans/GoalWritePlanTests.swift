import RippleCore
import Testing

@testable import RippleStore

@Suite("Goal write plans decide over the goal already read")
struct GoalWritePlanTests {
  static let walk = habit("Walk", id: "habit-walk")

  @Test func aNewGoalStartsAtRevisionOne() throws {
    var draft = goal("g1", habit: "habit-walk")
    draft.revision = 7

    #expect(try GoalWritePlan.create(draft, habit: Self.walk, existing: nil).revision == 1)
  }

  @Test func aNewGoalIsRefusedWhenTheIdIsTaken() {
    #expect(throws: StoreError.conflict("A goal with id g1 already exists")) {
      try GoalWritePlan.create(
        goal("g1", habit: "habit-walk"), habit: Self.walk,
        existing: goal("g1", habit: "habit-walk"))
    }
  }

  @Test func aNewGoalTakesOnlyTheHabitItsStateNames() {
    #expect(
      throws: StoreError.invalid(
        field: "habitId", message: "A goal's habit is the one its state names")
    ) {
      try GoalWritePlan.create(
        goal("g1", habit: "habit-walk"), habit: habit("Run", id: "habit-run"), existing: nil)
    }
  }

  @Test func aTitleOverTheLimitIsRefused() {
    var draft = goal("g1", habit: "habit-walk")
    draft.state.goal.what = String(repeating: "a", count: 201)

    #expect(throws: StoreError.self) {
      try GoalWritePlan.create(draft, habit: Self.walk, existing: nil)
    }
  }

  @Test func aSaveMovesToTheNextRevisionAndKeepsWhenTheGoalWasCreated() throws {
    var stored = goal("g1", habit: "habit-walk")
    stored.revision = 3
    stored.createdAt = 500
    var next = stored
    next.createdAt = 9_999
    next.state.currentIndex = 1

    let saved = try GoalWritePlan.save(next, habit: nil, stored: stored)

    #expect(saved.revision == 4)
    #expect(saved.createdAt == 500)
    #expect(saved.state.currentIndex == 1)
  }

  @Test func aSaveFromAnOlderRevisionIsAConflict() {
    var stored = goal("g1", habit: "habit-walk")
    stored.revision = 2
    var late = stored
    late.revision = 1

    #expect(throws: StoreError.conflict("The goal changed meanwhile; load it again and retry")) {
      try GoalWritePlan.save(late, habit: nil, stored: stored)
    }
  }

  @Test func aSaveKeepsTheStoredHabitForTheGoalAndTheHabitSavedWithIt() {
    let stored = goal("g1", habit: "habit-walk")
    var moved = stored
    moved.state.goal.habitID = HabitID("habit-run")
    let refused = StoreError.invalid(field: "habitId", message: "A goal keeps its habit")

    #expect(throws: refused) { try GoalWritePlan.save(moved, habit: nil, stored: stored) }
    #expect(throws: refused) {
      try GoalWritePlan.save(stored, habit: habit("Run", id: "habit-run"), stored: stored)
    }
  }

  @Test func aReflectionIsRefusedWhenItsIdIsTaken() throws {
    let first = reflection("r1", goal: "g1")

    #expect(
      try GoalWritePlan.addReflection(reflection("r2", goal: "g1"), known: [first]).id == "r2")
    #expect(throws: StoreError.conflict("A reflection with id r1 already exists")) {
      try GoalWritePlan.addReflection(first, known: [first])
    }
  }

  @Test func aReflectionOverTheLimitIsRefused() {
    var long = reflection("r1", goal: "g1")
    long.worked = String(repeating: "a", count: GoalReflection.maximumLength + 1)

    #expect(throws: StoreError.self) { try GoalWritePlan.addReflection(long, known: []) }
  }
}
