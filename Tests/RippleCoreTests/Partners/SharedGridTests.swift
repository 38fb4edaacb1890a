import Testing

@testable import RippleCore

/// What a partner sees of a shared habit: day states only, twelve whole weeks ending with the
/// week of the owner's today, nothing before the grant unless the owner included the past.
@Suite struct SharedGridTests {
  static let wednesday = try! Day(parsing: "2026-11-18")

  func day(_ text: String) -> Day { try! Day(parsing: text) }

  func log(
    _ checkIns: [CheckIn], schedule: Schedule = .daily, measure: Measure = .boolean
  )
    -> HabitLog
  {
    HabitLog(
      habit: Habit(
        id: HabitID("h"), name: "Floss", schedule: schedule, measure: measure,
        createdDay: day("2026-11-02")), checkIns: checkIns)
  }

  func share(
    since: String = "2026-11-02", until: String? = nil, past: Bool = false
  )
    -> PartnerShare
  {
    PartnerShare(
      habitID: HabitID("h"), displayName: nil, since: day(since), until: until.map(day),
      includePast: past, createdAt: 0)
  }

  func states(_ grid: SharedGrid, _ days: [String]) -> [SharedDayState?] {
    days.map { wanted in grid.days.first { $0.day == day(wanted) }?.state }
  }

  @Test func twelveWholeWeeksEndingWithTodaysWeekOnTheFirstWeekday() {
    let grid = SharedGrid(
      log: log([]), share: share(), today: Self.wednesday, firstWeekday: .monday)
    #expect(grid.days.count == 84)
    #expect(grid.days.first?.day == day("2026-08-31"))
    #expect(grid.days.last?.day == day("2026-11-22"))
    #expect(grid.days.first?.day.weekday == .monday)
    let sunday = SharedGrid(
      log: log([]), share: share(), today: Self.wednesday, firstWeekday: .sunday)
    #expect(sunday.days.first?.day.weekday == .sunday)
    #expect(sunday.days.last?.day == day("2026-11-21"))
  }

  @Test func eachDayIsDoneSkippedMissedNotDuePendingUpcomingOrHidden() {
    let checkIns = [
      CheckIn(habitID: HabitID("h"), day: day("2026-11-09"), state: .done, note: "secret"),
      CheckIn(habitID: HabitID("h"), day: day("2026-11-10"), state: .skipped),
      CheckIn(habitID: HabitID("h"), day: day("2026-11-11"), state: .missed),
    ]
    let mondays = log(
      checkIns, schedule: .weekdays(WeekdaySet([.monday, .tuesday, .wednesday, .friday])))
    let grid = SharedGrid(
      log: mondays, share: share(), today: Self.wednesday, firstWeekday: .monday)
    #expect(
      states(
        grid,
        [
          "2026-11-01", "2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13",
          "2026-11-18", "2026-11-19",
        ]) == [.hidden, .done, .skipped, .missed, .notDue, .missed, .pending, .upcoming])
  }

  @Test func aNumericDayShortOfItsTargetIsMissedAndTodaysStillPending() {
    let water = log(
      [
        CheckIn(habitID: HabitID("h"), day: day("2026-11-16"), value: 3),
        CheckIn(habitID: HabitID("h"), day: day("2026-11-17"), value: 9),
        CheckIn(habitID: HabitID("h"), day: day("2026-11-18"), value: 2),
      ], measure: .numeric(target: 8, unit: "glasses", kind: .atLeast))
    let grid = SharedGrid(
      log: water, share: share(), today: Self.wednesday, firstWeekday: .monday)
    #expect(
      states(grid, ["2026-11-16", "2026-11-17", "2026-11-18"]) == [.missed, .done, .pending])
    #expect(grid.weekDone == 1)
    #expect(grid.weekTarget == 7)
    #expect(grid.weekText == "1 of 7 this week")
  }

  @Test func thePastBeforeTheGrantIsHiddenUnlessIncluded() {
    let done = log([
      CheckIn(habitID: HabitID("h"), day: day("2026-11-16")),
      CheckIn(habitID: HabitID("h"), day: day("2026-11-17")),
    ])
    let fromToday = SharedGrid(
      log: done, share: share(since: "2026-11-17"), today: Self.wednesday, firstWeekday: .monday)
    #expect(states(fromToday, ["2026-11-16", "2026-11-17"]) == [.hidden, .done])
    #expect(fromToday.weekDone == 1)
    let withPast = SharedGrid(
      log: done, share: share(since: "2026-11-17", past: true), today: Self.wednesday,
      firstWeekday: .monday)
    #expect(states(withPast, ["2026-11-16", "2026-11-17"]) == [.done, .done])
    #expect(withPast.weekDone == 2)
  }

  @Test func aGrantHoldsThroughItsLastDayAndNotAfter() {
    let grant = share(until: "2026-11-18")
    #expect(grant.isLive(on: day("2026-11-18")))
    #expect(!grant.isLive(on: day("2026-11-19")))
    #expect(share().isLive(on: day("2099-01-01")))
  }

  @Test func anotherNameIsTrimmedCheckedOrNone() throws {
    #expect(try PartnerShare.displayName("  Evening habit ") == "Evening habit")
    #expect(try PartnerShare.displayName("   ") == nil)
    #expect(try PartnerShare.displayName(nil) == nil)
    #expect(throws: ValidationError.self) {
      try PartnerShare.displayName(String(repeating: "x", count: 61))
    }
    #expect(throws: ValidationError.self) { try PartnerShare.displayName("a\u{0}b") }
  }
}
