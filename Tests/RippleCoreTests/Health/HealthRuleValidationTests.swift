import RippleCore
import Testing

@Suite struct HealthRuleValidationTests {
  private func problem(_ rule: HealthRule) -> HealthRule.Problem? {
    do {
      _ = try rule.validated()
      return nil
    } catch {
      return error
    }
  }

  @Test func aThresholdIsGreaterThanZero() {
    #expect(problem(HealthRule(measure: .steps, threshold: 0)) == .thresholdNotPositive)
    #expect(problem(HealthRule(measure: .steps, threshold: -5)) == .thresholdNotPositive)
    #expect(problem(HealthRule(measure: .steps, threshold: .nan)) == .thresholdNotPositive)
    #expect(problem(HealthRule(measure: .steps, threshold: .infinity)) == .thresholdNotPositive)
    #expect(problem(HealthRule(measure: .steps, threshold: 1)) == nil)
  }

  @Test func aThresholdFitsInADay() {
    #expect(problem(HealthRule(measure: .steps, threshold: 200_000)) == nil)
    #expect(
      problem(HealthRule(measure: .steps, threshold: 200_001))
        == .thresholdTooLarge(measure: .steps))
    #expect(problem(HealthRule(measure: .sleepHours, threshold: 24)) == nil)
    #expect(
      problem(HealthRule(measure: .standHours, threshold: 24.5))
        == .thresholdTooLarge(measure: .standHours))
    #expect(problem(HealthRule(measure: .mindfulMinutes, threshold: 1440)) == nil)
    #expect(
      problem(HealthRule(measure: .exerciseMinutes, threshold: 1441))
        == .thresholdTooLarge(measure: .exerciseMinutes))
  }

  @Test func aWorkoutTypeGoesOnlyWithWorkoutMinutes() {
    #expect(
      problem(HealthRule(measure: .workoutMinutes, threshold: 30, workoutType: .running)) == nil)
    #expect(
      problem(HealthRule(measure: .steps, threshold: 30, workoutType: .running))
        == .workoutTypeWithoutWorkouts)
  }

  @Test func problemsReadAsSentences() {
    #expect(
      HealthRule.Problem.thresholdNotPositive.message
        == "The threshold must be a number greater than 0")
    #expect(
      HealthRule.Problem.thresholdTooLarge(measure: .steps).message
        == "Steps can ask for at most 200,000 steps a day")
    #expect(
      HealthRule.Problem.thresholdTooLarge(measure: .sleepHours).message
        == "Sleep hours can ask for at most 24 hours a day")
    #expect(
      HealthRule.Problem.thresholdTooLarge(measure: .exerciseMinutes).message
        == "Exercise minutes can ask for at most 1,440 min a day")
    #expect(
      HealthRule.Problem.workoutTypeWithoutWorkouts.message
        == "A workout type goes only with workout minutes")
  }
}
