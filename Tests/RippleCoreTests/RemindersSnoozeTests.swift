import RippleCore
import Testing

/// Snooze: the reminder comes back one hour later, at most 3 times a day.
@Suite struct RemindersSnoozeTests {
  let wednesday = day("2026-03-04")

  func snooze(_ hour: Int, _ minute: Int = 0, reminder: Int = 8 * 60) -> ReminderSnooze {
    ReminderSnooze(
      habitID: HabitID("Read"), reminderMinute: reminder,
      atUnixSeconds: unixSeconds(wednesday, hour: hour, minute: minute))
  }

  @Test func aSnoozeBringsTheReminderBackAnHourLater() {
    let read = log(.daily, "", reminders: [at(8)])
    let due = notifications([read], on: wednesday, snoozes: [snooze(8, 5)])
    #expect(due.map { $0.key } == ["habit_reminder:Read:08:00:0", "habit_reminder:Read:08:00:1"])
    #expect(
      due.map { $0.fireAt } == [
        unixSeconds(wednesday, hour: 8), unixSeconds(wednesday, hour: 9, minute: 5),
      ])
    #expect(due[1].actions == [.complete, .snooze, .skip])
  }

  @Test func atMostThreeSnoozesPerReminderPerDay() {
    let read = log(.daily, "", reminders: [at(8)])
    let snoozes = [snooze(11, 10), snooze(8, 1), snooze(9, 2), snooze(10, 5)]
    let due = notifications([read], on: wednesday, snoozes: snoozes)
    #expect(
      due.map { $0.fireAt } == [
        unixSeconds(wednesday, hour: 8), unixSeconds(wednesday, hour: 9, minute: 1),
        unixSeconds(wednesday, hour: 10, minute: 2), unixSeconds(wednesday, hour: 11, minute: 5),
      ])
    #expect(due.last?.key == "habit_reminder:Read:08:00:3")
    #expect(ReminderSnooze.canSnooze(after: 0))
    #expect(ReminderSnooze.canSnooze(after: 2))
    #expect(!ReminderSnooze.canSnooze(after: 3))
  }

  @Test func snoozesCountPerReminder() {
    let read = log(.daily, "", reminders: [at(8), at(20)])
    let snoozes = [snooze(8, 1), snooze(9, 1), snooze(10, 1), snooze(20, 1, reminder: 20 * 60)]
    let keys = notifications([read], on: wednesday, snoozes: snoozes).map { $0.key }
    #expect(keys.filter { $0.hasSuffix(":3") }.count == 1)
    #expect(keys.contains("habit_reminder:Read:20:00:1"))
  }

  @Test func loggingEndsTheSnoozedReminders() {
    let read = log(.daily, "..x", reminders: [at(8)])
    #expect(notifications([read], on: wednesday, snoozes: [snooze(8, 1)]).isEmpty)
  }
}
