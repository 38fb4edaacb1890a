import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Coach goals in backups and exports")
struct GoalBackupTests {
  func storeWithAGoal() async throws -> TestStore {
    let test = try await SampleData.store()
    _ = try await test.store.createGoal(
      goal("g1", habit: "habit-walk"), habit: habit("Walk"), for: user,
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
    document.goals[0].state.goal.habitID = HabitID("missing")

    await #expect(throws: StoreError.badFile("goals[0]: unknown habit missing")) {
      try await test.store.restore(document, for: user, today: today)
    }
    #expect(try await test.store.goals(for: user).count == 1)
  }

  @Test func aStateThatDoesNotReadIsRefusedAndNothingChanges() async throws {
    let test = try await storeWithAGoal()
    let bytes = try await test.store.backup(for: user, now: 0).encoded()
    let json = String(decoding: bytes, as: UTF8.self)
    let start = try #require(json.range(of: #""state":{"#))
    let broken = json.replacingCharacters(in: start, with: #""state":{"stage":1},"ignored":{"#)

    #expect(throws: StoreError.self) { try BackupDocument.decode(Data(broken.utf8)) }
    #expect(try await test.store.goals(for: user).count == 1)
  }

  @Test func aGoalWhoseIdIsNotItsStatesIsRefused() async throws {
    let test = try await storeWithAGoal()
    let json = String(
      decoding: try await test.store.backup(for: user, now: 0).encoded(), as: UTF8.self)
    let renamed = json.replacingOccurrences(of: #""id":"g1","state""#, with: #""id":"g2","state""#)
    try #require(renamed != json)

    #expect(throws: StoreError.self) { try BackupDocument.decode(Data(renamed.utf8)) }
  }

  @Test func theJSONExportListsGoals() async throws {
    let test = try await storeWithAGoal()
    let data = try await test.store.export(
      .json, for: user, range: nil, includeNotes: true, now: 0)
    #expect(String(decoding: data, as: UTF8.self).contains(#""title" : "Run a 5k""#))
  }
}
