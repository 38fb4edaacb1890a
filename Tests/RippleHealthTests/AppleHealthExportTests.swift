import RippleCore
import Testing

@testable import RippleHealth

@Suite struct AppleHealthExportTests {
  private let expectedDays = [
    HealthDaySummary(
      day: HealthFixtures.day("2024-03-01"), steps: 5500, mindfulMinutes: 15, standHours: 12,
      exerciseMinutes: 35, workouts: [HealthWorkoutTotal(type: .running, minutes: 30.5)]),
    HealthDaySummary(
      day: HealthFixtures.day("2024-03-02"), steps: 9050, sleepMinutes: 450, standHours: 2,
      exerciseMinutes: 45,
      workouts: [
        HealthWorkoutTotal(type: .yoga, minutes: 20),
        HealthWorkoutTotal(type: .strength, minutes: 30),
        HealthWorkoutTotal(type: .other, minutes: 15),
      ]),
    HealthDaySummary(
      day: HealthFixtures.day("2024-03-03"), steps: 1000, sleepMinutes: 30, standHours: 1),
  ]

  @Test func theZipAsAnIPhoneWritesItReadsIntoDayTotals() throws {
    let result = try HealthFixtures.read("apple-export.zip")
    #expect(result.kind == .appleHealth)
    #expect(result.days == expectedDays)
    #expect(result.daysKept == 3)
    #expect(result.firstDayFound == HealthFixtures.day("2024-02-20"))
    #expect(result.lastDayFound == HealthFixtures.day("2024-03-03"))
    #expect(result.recordsRead == 39)
    #expect(result.recordsSkipped == 3)
  }

  @Test func theBareXMLReadsTheSame() throws {
    let zipped = try HealthFixtures.read("apple-export.zip")
    let bare = try HealthFixtures.read("apple-export.xml")
    #expect(bare == zipped)
  }

  @Test func onlyTheLinkedMeasuresAreRead() throws {
    let scope = HealthImportScope(
      measures: [.steps], from: HealthFixtures.day("2024-03-01"),
      through: HealthFixtures.day("2024-03-03"))
    let result = try HealthFixtures.read("apple-export.zip", scope: scope)
    #expect(
      result.days == [
        HealthDaySummary(day: HealthFixtures.day("2024-03-01"), steps: 5500),
        HealthDaySummary(day: HealthFixtures.day("2024-03-02"), steps: 9050),
        HealthDaySummary(day: HealthFixtures.day("2024-03-03"), steps: 1000),
      ])
    // 13 step records, 3 of them skipped.
    #expect(result.recordsRead == 13)
    #expect(result.recordsSkipped == 3)
  }

  @Test func onlyTheAskedDaysAreKept() throws {
    let scope = HealthImportScope(
      measures: [.sleepHours, .workoutMinutes], from: HealthFixtures.day("2024-03-02"),
      through: HealthFixtures.day("2024-03-02"))
    let result = try HealthFixtures.read("apple-export.zip", scope: scope)
    #expect(
      result.days == [
        HealthDaySummary(
          day: HealthFixtures.day("2024-03-02"), sleepMinutes: 450,
          workouts: [
            HealthWorkoutTotal(type: .yoga, minutes: 20),
            HealthWorkoutTotal(type: .strength, minutes: 30),
            HealthWorkoutTotal(type: .other, minutes: 15),
          ])
      ])
    #expect(result.firstDayFound == HealthFixtures.day("2024-03-01"))
    #expect(result.lastDayFound == HealthFixtures.day("2024-03-03"))
  }

  @Test func rulesJudgeTheDaysRead() throws {
    let days = try HealthFixtures.read("apple-export.zip").days
    let rules = [
      HealthRule(measure: .steps, threshold: 8000),
      HealthRule(measure: .workoutMinutes, threshold: 30, workoutType: .running),
      HealthRule(measure: .sleepHours, threshold: 7),
      HealthRule(measure: .mindfulMinutes, threshold: 10),
    ]
    let held = rules.map { rule in days.filter { rule.holds(on: $0) }.map(\.day.text) }
    #expect(held == [["2024-03-02"], ["2024-03-01"], ["2024-03-02"], ["2024-03-01"]])
  }
}
