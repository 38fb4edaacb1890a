import RippleCore
import Testing

@Suite struct HealthRuleTests {
  private let day = try! Day(year: 2024, month: 3, day: 1)

  private func summary() -> HealthDaySummary {
    HealthDaySummary(
      day: day, steps: 8000, mindfulMinutes: 9.5, sleepMinutes: 420, standHours: 12,
      exerciseMinutes: 31,
      workouts: [
        HealthWorkoutTotal(type: .yoga, minutes: 20),
        HealthWorkoutTotal(type: .running, minutes: 30.5),
      ])
  }

  @Test func aRuleHoldsFromItsThresholdUp() {
    #expect(HealthRule(measure: .steps, threshold: 8000).holds(on: summary()))
    #expect(!HealthRule(measure: .steps, threshold: 8001).holds(on: summary()))
    #expect(HealthRule(measure: .sleepHours, threshold: 7).holds(on: summary()))
    #expect(!HealthRule(measure: .sleepHours, threshold: 7.5).holds(on: summary()))
    #expect(!HealthRule(measure: .mindfulMinutes, threshold: 10).holds(on: summary()))
    #expect(HealthRule(measure: .standHours, threshold: 12).holds(on: summary()))
    #expect(HealthRule(measure: .exerciseMinutes, threshold: 30).holds(on: summary()))
  }

  @Test func workoutMinutesCountEveryTypeUnlessTheRuleNamesOne() {
    #expect(HealthRule(measure: .workoutMinutes, threshold: 50.5).holds(on: summary()))
    #expect(
      HealthRule(measure: .workoutMinutes, threshold: 30, workoutType: .running)
        .holds(on: summary()))
    #expect(
      !HealthRule(measure: .workoutMinutes, threshold: 30, workoutType: .yoga)
        .holds(on: summary()))
    #expect(
      !HealthRule(measure: .workoutMinutes, threshold: 1, workoutType: .cycling)
        .holds(on: summary()))
  }

  @Test func anEmptyDayHoldsNoRule() {
    let empty = HealthDaySummary(day: day)
    for measure in HealthMeasure.allCases {
      #expect(!HealthRule(measure: measure, threshold: 1).holds(on: empty))
    }
  }

  @Test func rulesReadAsSentences() {
    #expect(HealthRule(measure: .steps, threshold: 8000).sentence == "Steps ≥ 8,000")
    #expect(
      HealthRule(measure: .workoutMinutes, threshold: 30, workoutType: .running).sentence
        == "Running ≥ 30 min")
    #expect(HealthRule(measure: .workoutMinutes, threshold: 45).sentence == "Workouts ≥ 45 min")
    #expect(HealthRule(measure: .mindfulMinutes, threshold: 10).sentence == "Mindfulness ≥ 10 min")
    #expect(HealthRule(measure: .sleepHours, threshold: 7.5).sentence == "Sleep ≥ 7.5 hours")
    #expect(HealthRule(measure: .sleepHours, threshold: 1).sentence == "Sleep ≥ 1 hour")
    #expect(HealthRule(measure: .standHours, threshold: 12).sentence == "Stand ≥ 12 hours")
    #expect(HealthRule(measure: .exerciseMinutes, threshold: 30).sentence == "Exercise ≥ 30 min")
  }
}
