import RippleCore
import Testing

/// Habit reminders: at the reminder's time, on its weekdays, only on days the
/// habit is due and only while nothing is logged.
@Suite struct RemindersHabitTests {
  /// Wednesday 4 March 2026.
  let wednesday = day("2026-03-04")

  @Test func aReminderFiresAtItsWallClockTimeInTheUsersZone() {
    let read = log(.daily, "", reminders: [at(8)])
    let cases: [(ZoneOffsets, Int64)] = [
      (.fixed(0), unixSeconds(wednesday, hour: 8)),
      (.fixed(3600), unixSeconds(wednesday, hour: 7)),
      (.fixed(-5 * 3600), unixSeconds(wednesday, hour: 13)),
      (.fixed(9 * 3600), unixSeconds(day("2026-03-03"), hour: 23)),
      (.fixed(5 * 3600 + 1800), unixSeconds(day("2026-03-04"), hour: 2, minute: 30)),
    ]
    for (zone, expected) in cases {
      let due = notifications([read], on: wednesday, zone: zone)
      #expect(due.map { $0.fireAt } == [expected], "\(zone.initialOffsetSeconds)")
    }
    let reminder = notifications([read], on: wednesday)[0]
    #expect(reminder.kind == .habitReminder)
    #expect(reminder.key == "habit_reminder:Read:08:00:0")
    #expect(reminder.title == "Read")
    #expect(reminder.body == "Time to complete your habit!")
    #expect(reminder.actions == [.complete, .snooze, .skip])
    #expect(reminder.habitID == HabitID("Read"))
  }

  @Test func onlyOnTheRemindersWeekdays() {
    let weekends = Reminder(minuteOfDay: 9 * 60, weekdays: WeekdaySet([.saturday, .sunday]))
    let read = log(.daily, "", reminders: [weekends])
    #expect(notifications([read], on: wednesday).isEmpty)
    #expect(
      notifications([read], on: day("2026-03-07")).map { $0.key } == ["habit_reminder:Read:09:00:0"]
    )
  }

  @Test func onlyOnDaysTheHabitIsDue() {
    let mwf = log(.mondayWednesdayFriday, "", reminders: [at(8)])
    #expect(notifications([mwf], on: wednesday).count == 1)
    #expect(notifications([mwf], on: day("2026-03-05")).isEmpty)
    // Twice a week, already met on Monday and Tuesday: not due for the rest of the week.
    let twice = log(.timesPerWeek(2), "xx", reminders: [at(8)])
    #expect(notifications([twice], on: wednesday).isEmpty)
    let archived = HabitLog(habit: habit("Old", reminders: [at(8)], archived: true), checkIns: [])
    #expect(notifications([archived], on: wednesday).isEmpty)
    let later = HabitLog(
      habit: habit("Later", reminders: [at(8)], created: day("2026-03-05")), checkIns: [])
    #expect(notifications([later], on: wednesday).isEmpty)
  }

  @Test func notWhenAlreadyLogged() {
    for history in ["..x", "..s", "..m"] {
      #expect(
        notifications([log(.daily, history, reminders: [at(8)])], on: wednesday).isEmpty,
        "\(history)")
    }
    let open = notifications([log(.daily, "xx.", reminders: [at(8)])], on: wednesday)
    #expect(open.filter { $0.kind == .habitReminder }.count == 1)
  }

  @Test func eachReminderOfTheDayFiresOnceInTimeOrder() {
    let read = log(.daily, "", name: "Read", reminders: [at(20), at(8), at(8)])
    let run = log(.daily, "", name: "Run", reminders: [at(7, 15)])
    #expect(
      notifications([read, run], on: wednesday).map { $0.key } == [
        "habit_reminder:Run:07:15:0", "habit_reminder:Read:08:00:0", "habit_reminder:Read:20:00:0",
      ])
  }

  @Test func aReminderBeforeTheDayStartHourFiresOnTheNextWallClockDate() {
    // Day starts at 03:00: a 01:30 reminder belongs to Wednesday's user day, so it fires in the
    // early hours of Thursday 5 March; a 08:00 one on Wednesday itself.
    let read = log(.daily, "", reminders: [at(1, 30), at(8)])
    let settings = Settings(dayStartHour: 3, tier: .premium)
    #expect(
      notifications([read], on: wednesday, zone: .fixed(3600), settings: settings).map {
        $0.fireAt
      } == [unixSeconds(wednesday, hour: 7), unixSeconds(day("2026-03-05"), hour: 0, minute: 30)])
    #expect(
      notifications([read], on: wednesday, settings: Settings(tier: .premium)).map { $0.fireAt }
        == [
          unixSeconds(wednesday, hour: 1, minute: 30), unixSeconds(wednesday, hour: 8),
        ])
  }

  @Test func preferencesSilenceReminders() {
    let read = log(.daily, "", reminders: [at(8)])
    #expect(notifications([read], on: wednesday, preferences: .init(enabled: false)).isEmpty)
    #expect(notifications([read], on: wednesday, preferences: .init(habitReminders: false)).isEmpty)
  }

  @Test func calmModeKeepsGentleHabitReminders() {
    // Calm mode: "Notifications (except optional gentle reminders)".
    let read = log(.daily, "", reminders: [at(8)])
    let calm = Settings(celebrations: .off, tier: .premium)
    #expect(
      notifications([read], on: wednesday, settings: calm).map { $0.kind } == [.habitReminder])
  }
}
