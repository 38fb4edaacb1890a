import RippleCore
import Testing

@Suite struct HealthCheckInsTests {
  static func day(_ text: String) -> Day { try! Day(parsing: text) }

  let walk = Habit(id: HabitID("walk"), name: "Walk", createdDay: day("2024-03-02"))
  let run = Habit(
    id: HabitID("run"), name: "Run", measure: .numeric(target: 30, unit: "min", kind: .atLeast),
    createdDay: day("2024-03-01"))
  let days = [
    HealthDaySummary(day: day("2024-03-01"), steps: 9000),
    HealthDaySummary(
      day: day("2024-03-02"), steps: 12_500,
      workouts: [HealthWorkoutTotal(type: .running, minutes: 42.25)]),
    HealthDaySummary(day: day("2024-03-03"), steps: 4000),
    HealthDaySummary(day: day("2024-03-04"), steps: 20_000),
  ]

  @Test func daysTheRuleHoldsBecomeCheckInsFromTheHabitsFirstDayToToday() {
    let planned = HealthCheckIns.planned(
      links: [HealthLink(habitID: walk.id, rule: HealthRule(measure: .steps, threshold: 8000))],
      habits: [walk], settled: [:], days: days, source: "Apple Health",
      today: Self.day("2024-03-03"), updatedAt: 7)
    // 03-01 is before the habit began, 03-03 falls short, 03-04 is after today.
    #expect(
      planned == [
        CheckIn(
          habitID: walk.id, day: Self.day("2024-03-02"), note: "From Apple Health: 12,500 steps",
          updatedAt: 7)
      ])
  }

  @Test func aDayThePersonSettledIsLeftAloneAndANumericHabitGetsTheFigure() {
    let links = [
      HealthLink(habitID: walk.id, rule: HealthRule(measure: .steps, threshold: 1)),
      HealthLink(
        habitID: run.id,
        rule: HealthRule(measure: .workoutMinutes, threshold: 30, workoutType: .running)),
    ]
    let planned = HealthCheckIns.planned(
      links: links, habits: [walk, run], settled: [walk.id: [Self.day("2024-03-02")]],
      days: days, source: "Google Fit", today: Self.day("2024-03-04"), updatedAt: 1)
    #expect(planned.map(\.habitID) == [walk.id, walk.id, run.id])
    #expect(planned.map(\.day) == ["2024-03-03", "2024-03-04", "2024-03-02"].map(Self.day))
    #expect(planned.last?.value == 42.25)
    #expect(planned.last?.note == "From Google Fit: 42.3 min running")
  }

  @Test func archivedAndMissingHabitsGetNothing() {
    var archived = walk
    archived.isArchived = true
    let links = [
      HealthLink(habitID: walk.id, rule: HealthRule(measure: .steps, threshold: 1)),
      HealthLink(habitID: HabitID("gone"), rule: HealthRule(measure: .steps, threshold: 1)),
    ]
    #expect(
      HealthCheckIns.planned(
        links: links, habits: [archived], settled: [:], days: days, source: "Apple Health",
        today: Self.day("2024-03-04"), updatedAt: 1
      ).isEmpty)
  }
}
