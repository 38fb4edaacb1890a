import RippleCore
import Testing

/// The coach's weekly summary: on the last day of an active goal's
/// week at 19:00 in the user's zone, the week's progress and the coach's supportive line; never
/// in calm mode or with the preference off. The goal starts Monday 2 March 2026;
/// its first stage asks 4 of 7 days.
@Suite struct RemindersWeeklySummaryTests {
  let sunday = day("2026-03-08")

  func summaries(
    _ history: String, goal: CoachState = CoachFixtures.state(), on today: Day,
    zone: ZoneOffsets = .fixed(0), settings: Settings = Settings(tier: .premium),
    preferences: NotificationPreferences = NotificationPreferences(), linked: Bool = true
  ) -> [DueNotification] {
    let logs = linked ? [CoachFixtures.log(history, state: goal)] : [log(.daily, "")]
    return NotificationPlanner.due(
      NotificationDay(
        logs: logs, settings: settings, preferences: preferences, day: today, zone: zone,
        goals: [goal])
    ).filter { $0.kind == .weeklySummary }
  }

  @Test func theWeeksLastEveningSaysHowTheWeekStands() {
    let due = summaries("xx.x..", on: sunday, zone: .fixed(3600))
    #expect(due.count == 1)
    #expect(due[0].key == "weekly_summary:goal-1:2026-03-02")
    #expect(due[0].fireAt == unixSeconds(sunday, hour: 19, utcOffset: 3600))
    #expect(due[0].title == "Your week: Stretch 20 minutes")
    #expect(
      due[0].body == "1 more, with 1 day left. You're on track this week. Keep the rhythm going.")
    #expect(due[0].habitID == nil && due[0].actions.isEmpty && due[0].opensHabit == nil)
    #expect(due[0].opensGoal == GoalID("goal-1"))
  }

  @Test func aMetWeekSaysSo() {
    let due = summaries("xxxx..", on: sunday)
    #expect(
      due.map { $0.body } == [
        "4 of 4 days: the week's criterion is met. "
          + "You've met this week's goal already. Anything more is a bonus."
      ])
  }

  @Test func onlyOnTheLastDayOfTheUsersWeek() {
    for offset in 0..<6 {
      #expect(summaries("xx", on: day("2026-03-02").adding(days: offset)).isEmpty)
    }
    #expect(
      summaries("xx", on: day("2026-03-15")).map { $0.key } == [
        "weekly_summary:goal-1:2026-03-09"
      ])
    // Weeks starting on Sunday end on Saturday.
    let sundayWeeks = Settings(firstWeekday: .sunday, tier: .premium)
    #expect(summaries("xx", on: sunday, settings: sundayWeeks).isEmpty)
    #expect(
      summaries("xx", on: day("2026-03-07"), settings: sundayWeeks).map { $0.key } == [
        "weekly_summary:goal-1:2026-03-01"
      ])
  }

  @Test func theDayStartHourKeepsItOnTheSameEvening() {
    let due = summaries("xx", on: sunday, settings: Settings(dayStartHour: 3, tier: .premium))
    #expect(due.map { $0.fireAt } == [unixSeconds(sunday, hour: 19)])
  }

  @Test func silentInCalmModeWithThePreferenceOffOrWithoutAnActiveGoal() {
    #expect(summaries("xx", on: sunday, settings: Settings(celebrations: .off)).isEmpty)
    #expect(summaries("xx", on: sunday, preferences: .init(weeklySummary: false)).isEmpty)
    #expect(summaries("xx", on: sunday, preferences: .init(enabled: false)).isEmpty)
    var paused = CoachFixtures.state()
    paused.goal.status = .paused(.maintenance)
    #expect(summaries("xx", goal: paused, on: sunday).isEmpty)
    var finished = CoachFixtures.state()
    finished.goal.status = .completed(on: day("2026-03-06"))
    #expect(summaries("xx", goal: finished, on: sunday).isEmpty)
    let later = CoachFixtures.state(start: day("2026-03-09"))
    #expect(summaries("", goal: later, on: sunday).isEmpty)
    #expect(summaries("xx", on: sunday, linked: false).isEmpty)
  }
}
