import RippleCore
import Testing

/// The streak reminder (one gentle reminder 2 h before the day ends:
/// "Don't break your streak!"), milestones and motivation; none of them in calm mode.
@Suite struct RemindersStreakTests {
  let wednesday = day("2026-03-04")

  @Test func aStreakAtRiskGetsOneReminderTwoHoursBeforeTheDayEnds() {
    let logs = [log(.daily, "xx", name: "Read"), log(.daily, "", name: "Run")]
    let due = notifications(logs, on: wednesday, zone: .fixed(3600))
    #expect(due.count == 1)
    #expect(due[0].kind == .streakReminder)
    #expect(due[0].key == "streak_reminder")
    #expect(due[0].fireAt == unixSeconds(wednesday, hour: 21))
    #expect(due[0].title == "Don't break your streak!")
    #expect(due[0].body == "You have 2 habits left to complete today")
    #expect(due[0].opensHabit == nil)
  }

  @Test func theDefaultTimeFollowsTheDayStartHour() {
    // The day starts at 03:00 and so ends at 03:00: the reminder fires at 01:00 the next date.
    let settings = Settings(dayStartHour: 3)
    let due = notifications([log(.daily, "xx")], on: wednesday, settings: settings)
    #expect(due.map { $0.fireAt } == [unixSeconds(day("2026-03-05"), hour: 1)])
    #expect(due[0].body == "You have 1 habit left to complete today")
  }

  @Test func aChosenTimeWins() {
    let preferences = NotificationPreferences(streakReminderMinute: 20 * 60)
    let due = notifications([log(.daily, "xx")], on: wednesday, preferences: preferences)
    #expect(due.map { $0.fireAt } == [unixSeconds(wednesday, hour: 20)])
  }

  @Test func onlyWhenAStreakIsAtRisk() {
    #expect(notifications([log(.daily, "")], on: wednesday).isEmpty)
    #expect(notifications([log(.daily, "x.")], on: wednesday).isEmpty)
    #expect(notifications([log(.daily, "xxs")], on: wednesday).isEmpty)
    #expect(notifications([log(.mondayWednesdayFriday, "x.")], on: day("2026-03-05")).isEmpty)
    let done = [log(.daily, "xxx", name: "Read"), log(.daily, "", name: "Run")]
    #expect(notifications(done, on: wednesday).isEmpty)
  }

  @Test func calmModeAndPreferencesSilenceIt() {
    let logs = [log(.daily, "xx")]
    #expect(notifications(logs, on: wednesday, settings: Settings(celebrations: .off)).isEmpty)
    #expect(notifications(logs, on: wednesday, settings: Settings(showStreaks: false)).isEmpty)
    #expect(notifications(logs, on: wednesday, preferences: .init(streakReminder: false)).isEmpty)
  }

  @Test func milestonesWhenTodaysCheckInReachesOne() {
    var read = log(.daily, "xxxxxx", name: "Read")
    let today = monday.adding(days: 6)
    read.set(CheckIn(habitID: read.habit.id, day: today, loggedMinute: 9 * 60 + 15))
    let due = notifications([read], on: today, zone: .fixed(-3600))
    #expect(due.map { $0.kind } == [.milestone])
    #expect(due[0].key == "milestone:Read:7")
    #expect(due[0].fireAt == unixSeconds(today, hour: 10, minute: 15))
    #expect(due[0].title == "🎉 Congratulations!")
    #expect(due[0].body == "You've reached a 7 day streak for Read!")
    #expect(due[0].opensHabit == HabitID("Read"))
  }

  @Test func milestonesAreTheSpecsOnly() {
    // 3 and 14 are celebrated in the app but not notified (7, 30, 50, 100, 365).
    for (history, expected) in [
      ("xxx", 0), ("xxxxxxx", 1), (String(repeating: "x", count: 14), 0),
      (String(repeating: "x", count: 30), 1), (String(repeating: "x", count: 31), 0),
    ] {
      let today = monday.adding(days: history.count - 1)
      #expect(
        notifications([log(.daily, history)], on: today).count == expected, "\(history.count)")
    }
    let seven = log(.daily, "xxxxxxx")
    let today = monday.adding(days: 6)
    #expect(notifications([seven], on: today, settings: Settings(celebrations: .off)).isEmpty)
    #expect(notifications([seven], on: today, preferences: .init(milestones: false)).isEmpty)
  }

  @Test func motivationIsOptInOncePerDayAndNeverCalm() {
    let preferences = NotificationPreferences(motivation: true)
    #expect(notifications([], on: wednesday).isEmpty)
    let due = notifications([], on: wednesday, preferences: preferences)
    #expect(due.map { $0.kind } == [.motivation])
    #expect(NotificationPlanner.motivationLines.contains(due[0].title))
    let start = unixSeconds(wednesday, hour: 10)
    #expect(due[0].fireAt >= start && due[0].fireAt < start + 8 * 3600)
    for offset in 0..<14 {
      let next = notifications([], on: wednesday.adding(days: offset), preferences: preferences)
      #expect(next.count == 1)
    }
    let calm = Settings(celebrations: .off)
    #expect(notifications([], on: wednesday, settings: calm, preferences: preferences).isEmpty)
  }
}
