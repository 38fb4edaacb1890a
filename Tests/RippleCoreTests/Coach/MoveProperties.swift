import PropertyBased
import RippleCore
import Testing

/// Random sequences of moves: what holds after each.
@Suite struct MoveProperties {
  static let moves: [CoachMove] = [
    .advance, .repeatStage, .extend, .pause(.maintenance), .resume,
    .pause(.vacation(resume: monday.adding(days: 200))), .simplify(.smallerAction),
    .simplify(.fewerDays), .returnToOriginal, .advance, .advance,
  ]

  /// A roadmap's stages without their statuses.
  static func plan(_ roadmap: Roadmap) -> [Stage] {
    roadmap.stages.map {
      var stage = $0
      stage.status = .upcoming
      return stage
    }
  }

  @Test func difficultyNeverDecreasesExceptByRecalibration() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0..<Domain.allCases.count),
      Gen.int(in: 0..<Self.moves.count).array(of: 0...25), Gen.int(in: 0...1)
    ) { domainIndex, moveIndices, gentle in
      let attempts = gentle == 1 ? PastAttempts(obstacles: [.tooHard]) : PastAttempts.none
      let goal = CoachFixtures.goal(weeks: 8 + domainIndex % 5, attempts: attempts)
      let roadmap = BuiltInPlanner().roadmap(
        for: goal, domain: Domain.allCases[domainIndex], today: monday)
      var state = CoachState(goal: goal, roadmap: roadmap)
      var today = monday
      for index in moveIndices {
        let move = Self.moves[index]
        today = today.adding(days: 3)
        guard
          let update = try? CoachMoves.apply(move, to: state, today: today, firstWeekday: .monday)
        else { continue }
        let recalibrating: Bool
        switch move {
        case .simplify, .acceptRecalibration, .returnToOriginal: recalibrating = true
        default: recalibrating = false
        }
        if !recalibrating && !update.state.goal.status.isFinished {
          #expect(update.state.currentStage.difficulty >= state.currentStage.difficulty)
        }
        // Every version is kept; only the statuses of the version in force move along.
        let kept = Self.plan(update.state.roadmaps[0]) == Self.plan(roadmap)
        #expect(kept)
        for (before, after) in zip(state.roadmaps.dropLast(), update.state.roadmaps) {
          let unchanged = before == after
          #expect(unchanged)
        }
        #expect(update.state.roadmaps.map { $0.version } == Array(1...update.state.roadmaps.count))
        #expect(update.state.spans.map { $0.from } == update.state.spans.map { $0.from }.sorted())
        #expect(update.state.currentIndex < update.state.roadmap.stages.count)
        state = update.state
      }
    }
  }
}
