import RippleCore
import Testing

@Suite struct HealthDaySummaryTests {
  private let day = try! Day(year: 2024, month: 3, day: 1)

  @Test func workoutsAddUpPerTypeInTheTypesOrder() {
    var summary = HealthDaySummary(day: day)
    summary.addWorkout(minutes: 20, type: .yoga)
    summary.addWorkout(minutes: 30, type: .running)
    summary.addWorkout(minutes: 15, type: .yoga)
    summary.addWorkout(minutes: 5, type: .other)
    #expect(
      summary.workouts == [
        HealthWorkoutTotal(type: .running, minutes: 30),
        HealthWorkoutTotal(type: .yoga, minutes: 35),
        HealthWorkoutTotal(type: .other, minutes: 5),
      ])
    #expect(summary.workoutMinutes == 70)
    #expect(summary.workoutMinutes(of: .yoga) == 35)
    #expect(summary.workoutMinutes(of: .cycling) == 0)
  }

  @Test func sleepReadsInHours() {
    let summary = HealthDaySummary(day: day, sleepMinutes: 450)
    #expect(summary.sleepHours == 7.5)
    #expect(summary.value(of: .sleepHours) == 7.5)
  }

  @Test func measuresHaveTitlesAndUnits() {
    #expect(
      HealthMeasure.allCases.map(\.rawValue) == [
        "steps", "workoutMinutes", "mindfulMinutes", "sleepHours", "standHours", "exerciseMinutes",
      ])
    #expect(
      HealthMeasure.allCases.map(\.title) == [
        "Steps", "Workout minutes", "Mindful minutes", "Sleep hours", "Stand hours",
        "Exercise minutes",
      ])
    #expect(HealthMeasure.allCases.map(\.unit) == ["steps", "min", "min", "hours", "hours", "min"])
  }
}
