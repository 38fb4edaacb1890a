import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Coach goals in backups and exports")
struct GoalBackupTests {
  /// A real coach state for goal g1 and habit-walk, as the engine makes it.
  static var state: String {
    let goal = RippleCore.Goal(
      id: GoalID("g1"), what: "Run a 5k", habitID: HabitID("habit-walk"), startDay: today)
    return CoachStateDTO.text(
      CoachState(goal: goal, roadmap: BuiltInPlanner().roadmap(for: goal, today: today)))
  }

  func storeWithAGoal() async throws -> TestStore {
    let test = try await SampleData.store()
    _ = try await test.store.createGoal(
      goal("g1", habit: "habit-walk", state: Self.state), habit: habit("Walk"), for: user,
      today: today)
    _ = try await test.store.addReflection(reflection("r1", goal: "g1"), for: user)
    return test
  }

  @Test(arguments: StoreKind.available) func goalsAndReflectionsRoundTrip(
    _ kind: StoreKind
  ) async throws {
    let source = try await storeWithAGoal()
    let bytes = try await source.store.backup(for: user, now: 7).encoded()
    let json = String(decoding: bytes, as: UTF8.self)
    #expect(json.contains(#""state":{"currentIndex":0,"goal":{"finishedDay":null"#))
    #expect(json.contains(#""version":1"#))

    let target = try await StoreFixture(kind)
    _ = try await target.store.savePlan(.premium, for: user)
    _ = try await target.store.restore(BackupDocument.decode(bytes), for: user, today: today)

    #expect(try await target.store.backup(for: user, now: 7).encoded() == bytes)
    #expect(try await target.store.goal("g1", for: user).habitID == HabitID("habit-walk"))
    #expect(try await target.store.reflections(goal: "g1", for: user).count == 1)
  }

  @Test func aBackupWithoutGoalsStillRestoresAndRemovesTheGoals() async throws {
    let test = try await storeWithAGoal()
    let old = #"""
      {"format":"ripple-backup","version":1,"settings":{},"categories":[],"habits":[],"checkIns":[]}
      """#
    _ = try await test.store.restore(
      BackupDocument.decode(Data(old.utf8)), for: user, today: today)

    #expect(try await test.store.goals(for: user).isEmpty)
  }

  @Test func aGoalOfAnUnknownHabitIsRefusedAndNothingChanges() async throws {
    let test = try await storeWithAGoal()
    var document = try await test.store.backup(for: user, now: 0)
    document.goals[0].habitID = HabitID("missing")

    await #expect(throws: StoreError.badFile("goals[0]: unknown habit missing")) {
      try await test.store.restore(document, for: user, today: today)
    }
    #expect(try await test.store.goals(for: user).count == 1)
  }

  @Test func aStateThatDoesNotReadIsRefused() async throws {
    let test = try await storeWithAGoal()
    var document = try await test.store.backup(for: user, now: 0)
    document.goals[0].state = #"{"stage":1}"#

    await #expect(throws: StoreError.self) {
      try await test.store.restore(document, for: user, today: today)
    }
    #expect(try await test.store.goals(for: user).count == 1)
  }

  @Test func theJSONExportListsGoals() async throws {
    let test = try await storeWithAGoal()
    let data = try await test.store.export(
      .json, for: user, range: nil, includeNotes: true, now: 0)
    #expect(String(decoding: data, as: UTF8.self).contains(#""title" : "Run a 5k""#))
  }
}
