import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// A stage in the person's own words is stored as `"ownAction": true` (a yes/no habit whose
/// dose only keeps its place), one stored before the mark existed reads as the planner's, and
/// the mark survives a backup and its restore, on both databases.
@Suite("Stages in the person's own words in storage and backups")
struct StageOwnActionCodingTests {
  static func ownState() -> CoachState {
    let goal = RippleCore.Goal(
      id: GoalID("g1"), what: "Run a 5k", habitID: HabitID("habit-walk"), startDay: today)
    var state = CoachState(goal: goal, roadmap: BuiltInPlanner().roadmap(for: goal, today: today))
    state.roadmap.stages[3] = StageEdits.applied(
      to: state.roadmap.stages[3], name: nil, action: "Walk 15 minutes after lunch",
      criterion: nil)
    return state
  }

  @Test func aStageInOwnWordsIsWrittenAndReadBack() throws {
    let stage = Self.ownState().roadmap.stages[3]
    let data = try JSONEncoder().encode(StageDTO(stage))
    #expect(String(decoding: data, as: UTF8.self).contains(#""ownAction":true"#))
    let read = try JSONDecoder().decode(StageDTO.self, from: data).stage
    #expect(read.isOwnAction && read.habit.measure == .boolean)
    #expect(read == stage)
  }

  @Test func aStageStoredBeforeTheMarkReadsAsThePlanners() throws {
    let stage = Self.ownState().roadmap.stages[2]
    var object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(StageDTO(stage)))
      as? [String: Any] ?? [:]
    object["ownAction"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    #expect(try !JSONDecoder().decode(StageDTO.self, from: old).stage.isOwnAction)
  }

  @Test(arguments: StoreKind.available) func theMarkSurvivesABackupAndItsRestore(
    _ kind: StoreKind
  ) async throws {
    let source = try await SampleData.store()
    _ = try await source.store.createGoal(
      GoalRecord(state: Self.ownState(), createdAt: 1_000, updatedAt: 1_000),
      habit: habit("Walk"), for: user, today: today)
    let bytes = try await source.store.backup(for: user, now: 7).encoded()

    let target = try await StoreFixture(kind)
    _ = try await target.store.savePlan(.premium, for: user)
    _ = try await target.store.restore(BackupDocument.decode(bytes), for: user, today: today)
    let restored = try await target.store.goal("g1", for: user).state
    let own = restored.roadmap.stages.indices.filter { restored.roadmap.stages[$0].isOwnAction }
    #expect(own == [3])
  }
}
