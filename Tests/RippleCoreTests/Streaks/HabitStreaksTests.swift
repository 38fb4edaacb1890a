import RippleCore
import Testing

/// Histories start on Monday 2 March 2026 and end today (their last character, unless `today`
/// says otherwise); weeks start on Monday.
@Suite struct HabitStreaksTests {
  @discardableResult
  private func assertStreak(
    _ schedule: Schedule, _ history: String, today: Int? = nil, minutesIntoDay: Int = 0,
    firstWeekday: Weekday = .monday, current: Int, longest: Int, atRisk: Bool = false,
    hoursLeft: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> StreakStatus {
    let log = log(schedule, history)
    let status = HabitStreaks.status(
      of: log, today: log.day(today ?? days(of: history).count - 1), firstWeekday: firstWeekday,
      minutesIntoDay: minutesIntoDay)
    #expect(status.current == current, "current", sourceLocation: sourceLocation)
    #expect(status.longest == longest, "longest", sourceLocation: sourceLocation)
    #expect(status.atRisk == atRisk, "at risk", sourceLocation: sourceLocation)
    #expect(status.hoursLeft == hoursLeft, "hours left", sourceLocation: sourceLocation)
    #expect(status.unit == schedule.streakUnit, sourceLocation: sourceLocation)
    return status
  }

  @Test func dailyStreaks() {
    assertStreak(.daily, "", today: 0, current: 0, longest: 0)
    assertStreak(.daily, "x", current: 1, longest: 1)
    assertStreak(.daily, "xxx", current: 3, longest: 3)
    assertStreak(.daily, "xx.xx", current: 2, longest: 2)
    assertStreak(.daily, "xxx.x", current: 1, longest: 3)
    assertStreak(.daily, "xxmx", current: 1, longest: 2)
    assertStreak(.daily, "..xxxx", current: 4, longest: 4)
  }

  @Test func skippedDaysNeitherBreakNorAdd() {
    assertStreak(.daily, "xxsxx", current: 4, longest: 4)
    assertStreak(.daily, "sss", current: 0, longest: 0)
    assertStreak(.daily, "xsssx", current: 2, longest: 2)
    assertStreak(.daily, "xxs", current: 2, longest: 2)
  }

  @Test func todayIsAGracePeriod() {
    // The streak through yesterday stays alive while today is due and not done.
    assertStreak(.daily, "xxx.", current: 3, longest: 3, atRisk: true, hoursLeft: 24)
    assertStreak(
      .daily, "xxx.", minutesIntoDay: 1200, current: 3, longest: 3, atRisk: true, hoursLeft: 4)
    assertStreak(
      .daily, "xxx.", minutesIntoDay: 1439, current: 3, longest: 3, atRisk: true, hoursLeft: 1)
    // Once the day has passed undone, the streak is broken.
    assertStreak(.daily, "xxx..", current: 0, longest: 3)
    // An explicit "no" today does not break it before the day ends either.
    assertStreak(.daily, "xxxm", current: 3, longest: 3, atRisk: true, hoursLeft: 24)
    // Nothing to lose: not at risk.
    assertStreak(.daily, "..", current: 0, longest: 0)
  }

  @Test func spec004GraceBanner() {
    // "Complete today's reflection in the next 4 hours to keep your 12-day streak alive."
    let history = String(repeating: "x", count: 12) + "."
    assertStreak(
      .daily, history, minutesIntoDay: 20 * 60, current: 12, longest: 12, atRisk: true,
      hoursLeft: 4)
  }

  @Test func unscheduledDaysAreNeutral() {
    // Mon, Wed, Fri: Tuesday, Thursday and the weekend neither break nor add.
    assertStreak(.mondayWednesdayFriday, "x.x.x..x", current: 4, longest: 4)
    assertStreak(.mondayWednesdayFriday, "x.x.x..x.", current: 4, longest: 4)
    assertStreak(
      .mondayWednesdayFriday, "x.x.x..x..", current: 4, longest: 4, atRisk: true, hoursLeft: 24)
    assertStreak(.mondayWednesdayFriday, "x.x.x..x...", current: 0, longest: 4)
    // A done unscheduled day does not add to the streak.
    assertStreak(.mondayWednesdayFriday, "xxxxx", current: 3, longest: 3)
    assertStreak(.everyNDays(2, start: monday), "x.x.x", current: 3, longest: 3)
    assertStreak(.everyNDays(2, start: monday), "x...x", current: 1, longest: 1)
    assertStreak(.monthDays([3, 6]), ".x..x....", current: 2, longest: 2)
  }

  @Test func runsListEveryStreak() {
    let status = assertStreak(.daily, "xx.xxx.m.xs", current: 1, longest: 3)
    #expect(
      status.runs == [
        StreakRun(start: monday, end: monday.adding(days: 1), length: 2, endedByMiss: true),
        StreakRun(
          start: monday.adding(days: 3), end: monday.adding(days: 5), length: 3, endedByMiss: true),
        StreakRun(
          start: monday.adding(days: 9), end: monday.adding(days: 9), length: 1, endedByMiss: false),
      ])
    #expect(status.lastCompletedDay == monday.adding(days: 9))
  }

  @Test func rollingWindowStreaks() {
    // Twice in any 3 days: days that the window already satisfies are not due.
    assertStreak(.timesInDays(times: 2, days: 3), "xx.xx.xx", current: 6, longest: 6)
    assertStreak(
      .timesInDays(times: 2, days: 3), "xx..", current: 2, longest: 2, atRisk: true, hoursLeft: 24)
    assertStreak(.timesInDays(times: 2, days: 3), "xx...", current: 0, longest: 2)
  }

  @Test func weeklyHabitsCountWeeks() {
    // Three times a week; each group of seven characters is a week from Monday.
    assertStreak(.timesPerWeek(3), "x.x.x..|xxx....|.", current: 2, longest: 2)
    assertStreak(.timesPerWeek(3), "xx.....|xxx....|.", current: 1, longest: 1)
    assertStreak(.timesPerWeek(3), "xxx....|xx.....|xxx....|.", current: 1, longest: 1)
    // Days beyond the target do not add: the unit is the week.
    assertStreak(.timesPerWeek(1), "xxxxxxx|x", current: 2, longest: 2)
  }

  @Test func weeklySkipsExcuseAWeek() {
    assertStreak(.timesPerWeek(3), "xxx....|xxs....|xxx....|.", current: 2, longest: 2)
    assertStreak(.timesPerWeek(1), "sssssss|x", current: 1, longest: 1)
  }

  @Test func theRunningWeekNeverBreaksTheStreak() {
    // Thursday of the second week, one done: four days left for two more, not at risk yet.
    assertStreak(.timesPerWeek(3), "xxx....|x...", current: 1, longest: 1)
    // Saturday with two to go: every day left must be done, starting today.
    assertStreak(
      .timesPerWeek(3), "xxx....|x.....", minutesIntoDay: 1200, current: 1, longest: 1,
      atRisk: true, hoursLeft: 4)
    // Sunday with one to go: today is the last chance.
    assertStreak(
      .timesPerWeek(3), "xxx....|xx.....", current: 1, longest: 1, atRisk: true, hoursLeft: 24)
    // Sunday with nothing done: the week cannot be met any more (so nothing to warn about),
    // but it breaks the streak only once it ends.
    assertStreak(.timesPerWeek(3), "xxx....|.......", current: 1, longest: 1)
    // Done today with more still needed than days left: not at risk today either.
    assertStreak(.timesPerWeek(3), "xxx....|.....x", current: 1, longest: 1)
    // Met this week: it counts already.
    assertStreak(.timesPerWeek(3), "xxx....|xxx", current: 2, longest: 2)
    // Once the week has passed, it breaks.
    assertStreak(.timesPerWeek(3), "xxx....|x......|.", current: 0, longest: 1)
  }

  @Test func aWeekJoinedPartWayIsNeutral() {
    // Created on Thursday 5 March: its first week can only excuse, never break.
    let created = day("2026-03-05")
    let habit = habit(schedule: .timesPerWeek(3), created: created)
    let log = HabitLog(
      habit: habit, checkIns: checkIns("x...|xxx....|x", habit: habit.id, from: created))
    let status = HabitStreaks.status(of: log, today: day("2026-03-16"), firstWeekday: .monday)
    #expect(status.current == 1)
  }

  @Test func weeksFollowTheFirstWeekday() {
    // Done Sun 8, Mon 9, Tue 10 March (the history starts Monday 2 March).
    assertStreak(.timesPerWeek(3), "......x|xx.", current: 0, longest: 0)
    assertStreak(
      .timesPerWeek(3), "......x|xx.", firstWeekday: .sunday, current: 1, longest: 1)
  }

  @Test func longestIsAtLeastCurrent() {
    for history in ["x", "xx.x", "x.xx", "xxx..xxxx", "m", "xs.sx"] {
      let status = HabitStreaks.status(
        of: log(.daily, history), today: monday.adding(days: history.count - 1),
        firstWeekday: .monday)
      #expect(status.longest >= status.current, "\(history)")
    }
  }
}
