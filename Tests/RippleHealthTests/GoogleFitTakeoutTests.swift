import RippleCore
import RippleHealth
import Testing

@Suite struct GoogleFitTakeoutTests {
  @Test func theDailySummaryCSVReadsIntoDayTotals() throws {
    let result = try HealthFixtures.read("google-takeout.zip")
    #expect(result.kind == .googleFit)
    #expect(
      result.days == [
        HealthDaySummary(
          day: HealthFixtures.day("2024-03-01"), steps: 7450, mindfulMinutes: 10,
          sleepMinutes: 390, exerciseMinutes: 42,
          workouts: [
            HealthWorkoutTotal(type: .running, minutes: 20),
            HealthWorkoutTotal(type: .walking, minutes: 30),
            HealthWorkoutTotal(type: .other, minutes: 15),
          ]),
        HealthDaySummary(
          day: HealthFixtures.day("2024-03-02"), steps: 12000, sleepMinutes: 420,
          workouts: [HealthWorkoutTotal(type: .cycling, minutes: 45)]),
      ])
    #expect(result.firstDayFound == HealthFixtures.day("2024-02-29"))
    #expect(result.lastDayFound == HealthFixtures.day("2024-03-02"))
    #expect(result.recordsRead == 5)
    #expect(result.recordsSkipped == 2)
  }

  @Test func olderTakeoutsWithACSVPerDayAreSummedByDay() throws {
    let result = try HealthFixtures.read("google-takeout-day-files.zip")
    #expect(
      result.days == [
        HealthDaySummary(
          day: HealthFixtures.day("2024-03-01"), steps: 3600, exerciseMinutes: 15,
          workouts: [HealthWorkoutTotal(type: .running, minutes: 15)]),
        HealthDaySummary(
          day: HealthFixtures.day("2024-03-02"), steps: 4000,
          workouts: [HealthWorkoutTotal(type: .walking, minutes: 15)]),
      ])
    #expect(result.recordsRead == 4)
  }

  @Test func onlyTheLinkedMeasuresAreKept() throws {
    let scope = HealthImportScope(
      measures: [.mindfulMinutes], from: HealthFixtures.day("2024-03-01"),
      through: HealthFixtures.day("2024-03-03"))
    let result = try HealthFixtures.read("google-takeout.zip", scope: scope)
    #expect(
      result.days == [HealthDaySummary(day: HealthFixtures.day("2024-03-01"), mindfulMinutes: 10)])
  }
}
