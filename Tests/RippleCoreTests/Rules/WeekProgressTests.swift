import RippleCore
import Testing

@Suite struct WeekProgressTests {
  /// Progress of the week holding `today`, for a history from Monday 2 March.
  private func assertWeek(
    _ schedule: Schedule, _ history: String, today: String, firstWeekday: Weekday = .monday,
    text: String, onTrack: Bool, created: Day = monday,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> WeekProgress {
    let habit = habit(schedule: schedule, created: created)
    let log = HabitLog(habit: habit, checkIns: checkIns(history, habit: habit.id))
    let week = WeekProgress(log: log, today: day(today), firstWeekday: firstWeekday)
    #expect(week.text == text, sourceLocation: sourceLocation)
    #expect(week.onTrack == onTrack, sourceLocation: sourceLocation)
    #expect(week.slots.count == 7, sourceLocation: sourceLocation)
    return week
  }

  @Test func spec001Example() {
    // "2 / 3 this week": three times a week, Monday and Tuesday done, today Wednesday.
    _ = assertWeek(.timesPerWeek(3), "xx", today: "2026-03-04", text: "2 / 3", onTrack: false)
    _ = assertWeek(.timesPerWeek(3), "xxx", today: "2026-03-04", text: "3 / 3", onTrack: true)
    _ = assertWeek(.timesPerWeek(3), "xxxx", today: "2026-03-05", text: "4 / 3", onTrack: true)
  }

  @Test func slotsFollowTheFirstWeekday() {
    let fromMonday = assertWeek(
      .timesPerWeek(2), "x.x", today: "2026-03-04", text: "2 / 2", onTrack: true)
    #expect(fromMonday.slots.map { $0.day } == day("2026-03-04").week(firstWeekday: .monday))
    #expect(
      fromMonday.slots.map { $0.isToday } == [false, false, true, false, false, false, false])
    #expect(fromMonday.slots.map { $0.isFuture } == [false, false, false, true, true, true, true])
    #expect(
      fromMonday.slots.map { $0.outcome } == [.done, .none, .done, .none, .none, .none, .none])
    // From Sunday, the week of Wed 4 March is 1–7 March: same two days done.
    let fromSunday = assertWeek(
      .timesPerWeek(2), "x.x", today: "2026-03-04", firstWeekday: .sunday, text: "2 / 2",
      onTrack: true)
    #expect(fromSunday.slots.first?.day == day("2026-03-01"))
    #expect(
      fromSunday.slots.map { $0.outcome } == [.none, .done, .none, .done, .none, .none, .none])
    // Sunday 8 March starts a new week from Sunday, but ends the week from Monday.
    _ = assertWeek(
      .timesPerWeek(2), "x.x...x", today: "2026-03-08", firstWeekday: .sunday, text: "1 / 2",
      onTrack: false)
    _ = assertWeek(
      .timesPerWeek(2), "x.x...x", today: "2026-03-08", text: "3 / 2", onTrack: true)
  }

  @Test func fixedSchedulesTargetTheirScheduledDays() {
    _ = assertWeek(.daily, "xxx", today: "2026-03-04", text: "3 / 7", onTrack: false)
    let week = assertWeek(
      .mondayWednesdayFriday, "x.x.x", today: "2026-03-06", text: "3 / 3", onTrack: true)
    #expect(week.slots.map { $0.scheduled } == [true, false, true, false, true, false, false])
    _ = assertWeek(
      .everyNDays(2, start: monday), "x", today: "2026-03-02", text: "1 / 4", onTrack: false)
    // A habit created on Wednesday: only Wednesday to Sunday count this week.
    _ = assertWeek(
      .daily, "", today: "2026-03-04", text: "0 / 5", onTrack: false, created: day("2026-03-04"))
    // A week without any scheduled day is trivially on track.
    _ = assertWeek(.monthDays([20]), "", today: "2026-03-04", text: "0 / 0", onTrack: true)
  }

  @Test func rollingWindowsScaleToAWeek() {
    _ = assertWeek(
      .timesInDays(times: 3, days: 10), "x", today: "2026-03-04", text: "1 / 3", onTrack: false)
    _ = assertWeek(
      .timesInDays(times: 1, days: 30), "x", today: "2026-03-04", text: "1 / 1", onTrack: true)
    _ = assertWeek(
      .timesInDays(times: 7, days: 7), "", today: "2026-03-04", text: "0 / 7", onTrack: false)
  }

  @Test func skippedAndMissedDaysDoNotCount() {
    _ = assertWeek(.timesPerWeek(3), "xsm", today: "2026-03-04", text: "1 / 3", onTrack: false)
  }
}
