import RippleCore
import Testing

/// Moving a stage in the roadmap preview: only within its phase, only where no week gets
/// lighter than the one before it, and never a settling-in week before the step it settles in.
@Suite struct StageOrderTests {
  let roadmap = CoachFixtures.state("Run 5 km comfortably", weeks: 12).roadmap

  /// The first stage that settles in the step before it (same phase), 0-based.
  var settleIn: Int {
    get throws {
      try #require(
        roadmap.stages.indices.dropFirst().first {
          roadmap.stages[$0].isConsolidation
            && roadmap.stages[$0].phase == roadmap.stages[$0 - 1].phase
        })
    }
  }

  @Test func aSettlingInWeekStaysAfterItsStep() throws {
    let index = try settleIn
    #expect(throws: StageOrder.Refusal.settlesInFirst) {
      try StageOrder.moving(roadmap, week: index + 1, to: index)
    }
  }

  @Test func stagesOfEqualDoseAndDifferentActivitiesTradePlaces() throws {
    // A model planner's two weeks of the same dose, each its own activity.
    let index = try settleIn
    var roadmap = roadmap
    roadmap.stages[index].isConsolidation = false
    roadmap.stages[index].title = "Cycle instead"
    let moved = try StageOrder.moving(roadmap, week: index + 1, to: index)
    #expect(moved.stages[index - 1].title == "Cycle instead")
    #expect(moved.stages[index].title == roadmap.stages[index - 1].title)
    #expect(moved.stages.map(\.week) == Array(1...roadmap.stages.count))
    #expect(moved.stages.map(\.isEdited) == moved.stages.indices.map { $0 == index - 1 })
  }

  @Test func aHarderWeekDoesNotComeFirstAndNoStageLeavesItsPhase() throws {
    let stages = roadmap.stages
    let harder = try #require(
      stages.indices.dropFirst().first {
        stages[$0].phase == stages[$0 - 1].phase && stages[$0].dose != stages[$0 - 1].dose
      })
    #expect(throws: StageOrder.Refusal.self) {
      try StageOrder.moving(roadmap, week: harder + 1, to: harder)
    }
    #expect(throws: StageOrder.Refusal.outsideThePhase) {
      try StageOrder.moving(roadmap, week: stages.count, to: 1)
    }
    #expect(throws: StageOrder.Refusal.noSuchWeek) {
      try StageOrder.moving(roadmap, week: 1, to: 40)
    }
    #expect(try StageOrder.moving(roadmap, week: 2, to: 2) == roadmap)
  }
}
