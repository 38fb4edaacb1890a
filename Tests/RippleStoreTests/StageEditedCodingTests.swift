import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// A stage the person changed is stored as `"edited": true`, a stage stored before the mark
/// existed reads as not edited, and the mark survives a backup and its restore.
@Suite("Edited stages in storage and backups")
struct StageEditedCodingTests {
  static func editedState() -> CoachState {
    let goal = RippleCore.Goal(
      id: GoalID("g1"), what: "Run a 5k", habitID: HabitID("habit-walk"), startDay: today)
    var state = CoachState(goal: goal, roadmap: BuiltInPlanner().roadmap(for: goal, today: today))
    state.roadmap.stages[2] = state.roadmap.stages[2].edited(
      name: nil, action: "Jog around the park", criterion: nil)
    return state
  }

  @Test func anEditedStageIsWrittenAndReadBack() throws {
    let stage = Self.editedState().roadmap.stages[2]
    let data = try JSONEncoder().encode(StageDTO(stage))
    #expect(String(decoding: data, as: UTF8.self).contains(#""edited":true"#))
    #expect(try JSONDecoder().decode(StageDTO.self, from: data).stage.isEdited)
  }

  @Test func aStageStoredBeforeTheMarkReadsAsNotEdited() throws {
    let stage = Self.editedState().roadmap.stages[2]
    var object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(StageDTO(stage)))
      as? [String: Any] ?? [:]
    object["edited"] = nil
    let old = try JSONSerialization.data(withJSONObject: object)
    let read = try JSONDecoder().decode(StageDTO.self, from: old).stage
    #expect(!read.isEdited)
    #expect(read.habit.action == "Jog around the park")
  }

  @Test(arguments: StoreKind.available) func theMarkSurvivesABackupAndItsRestore(
    _ kind: StoreKind
  ) async throws {
    let source = try await SampleData.store()
    _ = try await source.store.createGoal(
      GoalRecord(state: Self.editedState(), createdAt: 1_000, updatedAt: 1_000),
      habit: habit("Walk"), for: user, today: today)
    let bytes = try await source.store.backup(for: user, now: 7).encoded()
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""edited":true"#))

    let target = try await StoreFixture(kind)
    _ = try await target.store.savePlan(.premium, for: user)
    _ = try await target.store.restore(BackupDocument.decode(bytes), for: user, today: today)
    let restored = try await target.store.goal("g1", for: user).state
    let marked = restored.roadmap.stages.indices.filter { restored.roadmap.stages[$0].isEdited }
    #expect(marked == [2])
  }
}
