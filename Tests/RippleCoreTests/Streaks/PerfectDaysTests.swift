import RippleCore
import Testing

@Suite struct PerfectDaysTests {
  /// The perfect-days streak of habits whose histories start on Monday 2 March.
  private func assertPerfectDays(
    _ logs: [HabitLog], today offset: Int, current: Int, longest: Int, atRisk: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let today = monday.adding(days: offset)
    let timelines = logs.map { HabitTimeline(log: $0, through: today, firstWeekday: .monday) }
    let status = PerfectDays.status(timelines, today: today)
    #expect(status.current == current, "current", sourceLocation: sourceLocation)
    #expect(status.longest == longest, "longest", sourceLocation: sourceLocation)
    #expect(status.atRisk == atRisk, "at risk", sourceLocation: sourceLocation)
  }

  @Test func everyHabitDueMustBeDone() {
    let a = log(.daily, "xx.x", name: "A")
    let b = log(.daily, "xxxx", name: "B")
    assertPerfectDays([a, b], today: 1, current: 2, longest: 2)
    assertPerfectDays([a, b], today: 3, current: 1, longest: 2)
  }

  @Test func daysWithNothingDueAreNeutral() {
    // Only a Mon/Wed/Fri habit: Tuesday and Thursday have nothing due.
    let mwf = log(.mondayWednesdayFriday, "x.x.x")
    assertPerfectDays([mwf], today: 4, current: 3, longest: 3)
    // An extra done day with nothing due does not add.
    assertPerfectDays([log(.mondayWednesdayFriday, "xxxxx")], today: 4, current: 3, longest: 3)
  }

  @Test func skippedHabitsAreExcused() {
    let a = log(.daily, "xxx", name: "A")
    let b = log(.daily, "xsx", name: "B")
    assertPerfectDays([a, b], today: 2, current: 3, longest: 3)
  }

  @Test func todayIsPending() {
    let a = log(.daily, "xx.", name: "A")
    let b = log(.daily, "xxx", name: "B")
    assertPerfectDays([a, b], today: 2, current: 2, longest: 2, atRisk: true)
    assertPerfectDays([a, b], today: 3, current: 0, longest: 2)
  }

  @Test func habitsCountFromTheirStart() {
    let a = log(.daily, "xxxx", name: "A")
    let b = log(.daily, "xx", from: monday.adding(days: 2), name: "B")
    assertPerfectDays([a, b], today: 3, current: 4, longest: 4)
    assertPerfectDays([], today: 3, current: 0, longest: 0)
  }

  @Test func perDayCounts() {
    let a = log(.daily, "xx.", name: "A")
    let b = log(.mondayWednesdayFriday, "s.x", name: "B")
    let today = monday.adding(days: 2)
    let timelines = [a, b].map { HabitTimeline(log: $0, through: today, firstWeekday: .monday) }
    #expect(
      PerfectDays.days(timelines, in: monday...today) == [
        PerfectDay(day: monday, due: 1, done: 1),
        PerfectDay(day: monday.adding(days: 1), due: 1, done: 1),
        PerfectDay(day: today, due: 2, done: 1),
      ])
    // A range before a habit starts, or after its timeline ends, counts nothing of it.
    let later = HabitTimeline(
      log: log(.daily, "x", from: monday.adding(days: 5)), through: monday.adding(days: 6),
      firstWeekday: .monday)
    #expect(PerfectDays.days([later], in: monday...today).allSatisfy { $0.due == 0 })
    #expect(
      PerfectDays.days([later], in: monday.adding(days: 8)...monday.adding(days: 9))
        .allSatisfy { $0.due == 0 })
  }
}
