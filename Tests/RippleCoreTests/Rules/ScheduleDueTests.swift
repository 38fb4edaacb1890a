import RippleCore
import Testing

@Suite struct ScheduleDueTests {
  private func assertFalls(
    _ schedule: Schedule, on days: [String], notOn otherDays: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for text in days {
      #expect(schedule.falls(on: day(text)), "\(text)", sourceLocation: sourceLocation)
    }
    for text in otherDays {
      #expect(!schedule.falls(on: day(text)), "\(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func fixedSchedules() {
    assertFalls(.daily, on: ["2026-03-02", "2026-03-07", "2024-02-29"])
    assertFalls(
      .mondayWednesdayFriday, on: ["2026-03-02", "2026-03-04", "2026-03-06", "2026-03-09"],
      notOn: ["2026-03-03", "2026-03-05", "2026-03-07", "2026-03-08"])
    assertFalls(
      .everyNDays(2, start: monday), on: ["2026-03-02", "2026-03-04", "2026-03-30"],
      notOn: ["2026-02-28", "2026-03-01", "2026-03-03", "2026-03-31"])
    assertFalls(
      .everyNDays(3, start: monday), on: ["2026-03-05", "2026-03-08"],
      notOn: ["2026-03-03", "2026-03-04", "2026-03-07"])
    assertFalls(
      .everyNDays(1, start: monday), on: ["2026-03-02", "2026-03-03"], notOn: ["2026-03-01"])
  }

  @Test func monthDaysPastTheEndFallOnTheLastDay() {
    assertFalls(
      .monthDays([1, 15]), on: ["2026-03-01", "2026-03-15", "2026-02-01"],
      notOn: ["2026-03-02", "2026-03-14", "2026-03-31"])
    assertFalls(
      .monthDays([31]), on: ["2026-01-31", "2026-02-28", "2024-02-29", "2026-04-30"],
      notOn: ["2024-02-28", "2026-04-29", "2026-03-30"])
    assertFalls(
      .monthDays([29]), on: ["2024-02-29", "2026-02-28", "2026-03-29"], notOn: ["2024-02-28"])
    assertFalls(
      .monthDays([30, 31]), on: ["2026-02-28", "2026-04-30", "2026-03-30", "2026-03-31"])
  }

  @Test func flexibleSchedulesFallEveryDay() {
    assertFalls(.timesPerWeek(3), on: ["2026-03-02", "2026-03-08"])
    assertFalls(.timesInDays(times: 2, days: 10), on: ["2026-03-02", "2026-03-08"])
  }

  /// Due days of a history that starts on Monday 2 March (see `checkIns`).
  private func assertDue(
    _ schedule: Schedule, _ history: String, firstWeekday: Weekday = .monday, due: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let log = log(schedule, history)
    let timeline = HabitTimeline(
      log: log, through: monday.adding(days: due.count - 1), firstWeekday: firstWeekday)
    var actual = ""
    for offset in 0..<due.count {
      let isDue = log.isDue(on: monday.adding(days: offset), firstWeekday: firstWeekday)
      #expect(
        timeline.isDue(at: offset) == isDue, "timeline and log disagree on day \(offset)",
        sourceLocation: sourceLocation)
      actual += isDue ? "D" : "-"
    }
    #expect(actual == due, sourceLocation: sourceLocation)
  }

  @Test func dueDaysPerScheduleKind() {
    assertDue(.daily, "", due: "DDDDDDD")
    assertDue(.mondayWednesdayFriday, "", due: "D-D-D--D-D")
    assertDue(.everyNDays(3, start: monday), "", due: "D--D--D")
    assertDue(.everyNDays(3, start: monday.adding(days: -2)), "", due: "-D--D--D")
    assertDue(.everyNDays(2, start: monday.adding(days: 3)), "", due: "---D-D-")
    assertDue(.monthDays([3, 6]), "", due: "-D--D--")
  }

  @Test func weeklyHabitsAreDueUntilTheTargetIsMet() {
    // Mon and Tue done: Wed–Sun are no longer due; the next week starts afresh.
    assertDue(.timesPerWeek(2), "xx", due: "DD-----DD")
    assertDue(.timesPerWeek(2), "x.", due: "DDDDDDDDD")
    // A day done after the target was met is still due (it counts).
    assertDue(.timesPerWeek(1), "x..x", due: "D--D---D")
    // A done day later in the week also frees the earlier days.
    assertDue(.timesPerWeek(1), "...x", due: "---D---D")
  }

  @Test func weeklyHabitsFollowTheFirstWeekday() {
    // Done Sun 1 and Mon 2 March; the history starts on Sunday here.
    let log = log(.timesPerWeek(2), "xx", from: day("2026-03-01"))
    // Weeks from Monday: Sunday belongs to the week before, so Tuesday is still due.
    #expect(log.isDue(on: day("2026-03-03"), firstWeekday: .monday))
    // Weeks from Sunday: both days are in the same week, the target is met.
    #expect(!log.isDue(on: day("2026-03-03"), firstWeekday: .sunday))
  }

  @Test func rollingWindowHabits() {
    // Twice in any 3 days: due until the window holds two done days.
    assertDue(.timesInDays(times: 2, days: 3), "xx", due: "DD-DD")
    assertDue(.timesInDays(times: 2, days: 3), "x.x", due: "DDDDDD")
    assertDue(.timesInDays(times: 2, days: 3), "x.xx", due: "DDDD-D")
    assertDue(.timesInDays(times: 1, days: 1), "x", due: "DDD")
  }

  @Test func nothingIsDueBeforeTheHabitStarts() {
    let habit = habit(created: day("2026-03-04"))
    let log = HabitLog(habit: habit, checkIns: [])
    #expect(!log.isDue(on: day("2026-03-03"), firstWeekday: .monday))
    #expect(log.isDue(on: day("2026-03-04"), firstWeekday: .monday))
    // A check-in logged before the creation day moves the start back (imports, retroactive logs).
    let earlier = HabitLog(
      habit: habit, checkIns: [CheckIn(habitID: habit.id, day: day("2026-03-01"))])
    #expect(earlier.startDay == day("2026-03-01"))
    #expect(earlier.isDue(on: day("2026-03-02"), firstWeekday: .monday))
  }

  @Test func outcomesApplyTheMeasure() {
    let pages = Measure.numeric(target: 50, unit: "pages", kind: .atLeast)
    let coffee = Measure.numeric(target: 2, unit: "cups", kind: .atMost)
    let cases: [(CheckInState, Double?, Measure, DayOutcome)] = [
      (.done, nil, .boolean, .done),
      (.skipped, nil, .boolean, .skipped),
      (.missed, nil, .boolean, .missed),
      (.done, 30, pages, .partial),  // "30 of 50 pages"
      (.done, 50, pages, .done),
      (.done, 75, pages, .done),
      (.done, 0, pages, .none),
      (.done, nil, pages, .done),
      (.skipped, 50, pages, .skipped),
      (.done, 2, coffee, .done),
      (.done, 0, coffee, .done),
      (.done, 3, coffee, .missed),
    ]
    for (state, value, measure, outcome) in cases {
      let checkIn = CheckIn(habitID: HabitID("h"), day: monday, state: state, value: value)
      #expect(checkIn.outcome(for: measure) == outcome, "\(state) \(String(describing: value))")
    }
  }
}

@Suite struct HabitLogTests {
  @Test func theNewerOfTwoCheckInsForADayWins() {
    let id = HabitID("Read")
    let older = CheckIn(habitID: id, day: monday, state: .done, updatedAt: 100)
    let newer = CheckIn(habitID: id, day: monday, state: .skipped, updatedAt: 200)
    #expect(HabitLog(habit: habit(), checkIns: [older, newer]).outcome(on: monday) == .skipped)
    #expect(HabitLog(habit: habit(), checkIns: [newer, older]).outcome(on: monday) == .skipped)
    let other = CheckIn(habitID: HabitID("Run"), day: monday)
    #expect(HabitLog(habit: habit(), checkIns: [other]).checkIns.isEmpty)
  }

  @Test func setAndClear() {
    var log = log(.daily, "..x")
    log.set(CheckIn(habitID: log.habit.id, day: monday.adding(days: -3)))
    #expect(log.startDay == monday.adding(days: -3))
    #expect(log.isDone(on: monday.adding(days: -3)))
    log.clear(monday.adding(days: -3))
    #expect(log.startDay == monday)
    #expect(log.doneCount(in: monday...monday.adding(days: 6)) == 1)
    log.clear(monday.adding(days: 2))
    #expect(log.checkIns.isEmpty)
    #expect(
      HabitTimeline(log: log, through: monday.adding(days: 6), firstWeekday: .monday).outcomes
        .allSatisfy { $0 == .none })
  }
}
