import RippleCore
import Testing

/// Every past obstacle changes the plan (from "Stretch", 8 weeks: no minutes named, so "no time"
/// can make them shorter).
@Suite struct ObstacleAdjustmentsTests {
  func roadmap(_ obstacles: [Obstacle], other: String = "", reminder: Reminder? = nil) -> Roadmap {
    let attempts = PastAttempts(triedBefore: true, obstacles: obstacles, otherText: other)
    let goal = CoachFixtures.goal("Stretch", attempts: attempts)
    return ObstacleAdjustments.applied(
      to: BuiltInPlanner().roadmap(for: goal, today: monday), attempts: attempts,
      reminder: reminder)
  }

  @Test func healthStartsGentlyAndPointsToAClinician() {
    let health = roadmap([.health])
    #expect(health.difficulty == .gentle)
    #expect(health.stages[0].tips.contains(ObstacleAdjustments.clinicianTip))
    #expect(health.stages[0].tips.count <= 4)
    #expect(!roadmap([]).stages[0].tips.contains(ObstacleAdjustments.clinicianTip))
  }

  @Test func noTimeMakesTheSessionsShorter() {
    #expect(ShorterSessions.rewritten("Walk 30 minutes") == "Walk 20 minutes")
    #expect(ShorterSessions.rewritten("A 15-minute run, 3 times") == "A 10-minute run, 3 times")
    #expect(ShorterSessions.rewritten("Walk 5 min") == "Walk 5 min")
    // A stage no planner sized (a model's, without a dose) is made shorter, words and measure.
    var plain = roadmap([.tooHard])
    plain.planner = PlannerInfo(name: "model:test", version: 1)
    for index in plain.stages.indices { plain.stages[index].dose = nil }
    let attempts = PastAttempts(triedBefore: true, obstacles: [.time])
    let short = ObstacleAdjustments.applied(to: plain, attempts: attempts)
    let minutes = { (roadmap: Roadmap) in
      roadmap.stages.compactMap { ShorterSessions.firstMinutes(in: $0.habit.name) }
    }
    #expect(!minutes(plain).isEmpty)
    #expect(minutes(short).reduce(0, +) < minutes(plain).reduce(0, +))
    #expect(zip(minutes(short), minutes(plain)).allSatisfy { $0 <= $1 })
  }

  @Test func noTimeKeepsAPlannedStageOneAmount() throws {
    // The built-in planner sized each week for the obstacle: its title, habit target and dose
    // stay one amount, so the linked habit's target follows the stage in force.
    let stages = roadmap([.time]).stages
    #expect(stages.count >= 8)
    for stage in stages {
      let dose = try #require(stage.dose)
      #expect(stage.habit.measure == .numeric(target: dose.amount, unit: "minutes", kind: .atLeast))
      #expect(stage.title.contains(AmountText.format(dose.amount)), "\(stage.title) · \(dose.text)")
    }
    #expect(Set(stages.compactMap { $0.dose?.amount }).count > 2)
  }

  @Test func motivationAddsAWeeklyReflection() {
    #expect(
      roadmap([.motivation]).stages.allSatisfy {
        $0.tips.contains(ObstacleAdjustments.reflectionTip) && $0.tips.count <= 4
      })
  }

  @Test func forgettingNamesTheReminder() {
    let forgot = roadmap([.forgot], reminder: Reminder(minuteOfDay: 7 * 60 + 30))
    // The time as the app shows times everywhere, not the 24-hour form it is stored in.
    #expect(forgot.stages[0].tips.contains { $0.contains("7:30 AM") })
    #expect(!forgot.stages[0].tips.contains { $0.contains("07:30") })
  }

  @Test func theirOwnWordsAreShownBackKindly() {
    let words = roadmap([.other], other: "Night shifts every other week")
    #expect(words.stages[0].rationale.contains("\u{201C}Night shifts every other week\u{201D}"))
    let unkind = roadmap([.other], other: "I was lazy")
    #expect(!unkind.stages[0].rationale.contains("lazy"))
    #expect(unkind.stages[0].rationale.contains("what you said got in the way"))
    #expect(RoadmapWording.firstRuledOut(in: unkind) == nil)
    #expect(throws: Never.self) { try RoadmapCheck.validate(words) }
  }

  @Test func everyObstacleAtOnceKeepsEachAddedTip() {
    let all = roadmap(
      Obstacle.allCases, other: "Night shifts", reminder: Reminder(minuteOfDay: 7 * 60 + 30))
    let tips = all.stages[0].tips
    #expect(tips.count <= 4)
    #expect(tips.contains(ObstacleAdjustments.clinicianTip))
    #expect(tips.contains(ObstacleAdjustments.reflectionTip))
    #expect(tips.contains { $0.contains("7:30 AM") })
    #expect(throws: Never.self) { try RoadmapCheck.validate(all) }
  }
}
