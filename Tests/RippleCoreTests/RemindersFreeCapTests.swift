import RippleCore
import Testing

/// The free plan: at most 3 habit reminders a day.
@Suite struct RemindersFreeCapTests {
  let wednesday = day("2026-03-04")
  let free = Settings(tier: .free)

  func habits(_ histories: [String] = ["", "", "", ""]) -> [HabitLog] {
    [
      log(.daily, histories[0], name: "A", reminders: [at(9)]),
      log(.daily, histories[1], name: "B", reminders: [at(7)]),
      log(.daily, histories[2], name: "C", reminders: [at(21)]),
      log(.daily, histories[3], name: "D", reminders: [at(12)]),
    ]
  }

  @Test func theFreePlanKeepsTheDaysFirstThreeReminders() {
    #expect(
      notifications(habits(), on: wednesday, settings: free).map { $0.title } == ["B", "A", "D"])
    #expect(
      notifications(habits(), on: wednesday, settings: Settings(tier: .premium)).map { $0.title }
        == ["B", "A", "D", "C"])
    let expired = Settings(tier: .premiumPlus(expires: day("2026-03-03")))
    #expect(notifications(habits(), on: wednesday, settings: expired).count == 3)
  }

  @Test func loggingAHabitDoesNotFreeASlotForAnother() {
    let due = notifications(habits(["", "..x", "", ""]), on: wednesday, settings: free)
    #expect(due.map { $0.title } == ["A", "D"])
  }

  @Test func snoozesAreNotExtraReminders() {
    let snooze = ReminderSnooze(
      habitID: HabitID("B"), reminderMinute: 7 * 60,
      atUnixSeconds: unixSeconds(wednesday, hour: 7, minute: 1))
    let due = notifications(habits(), on: wednesday, settings: free, snoozes: [snooze])
    #expect(due.map { $0.title } == ["B", "B", "A", "D"])
  }

  @Test func theCapCountsTheUsersDayFromItsStartHour() {
    // Day starts at 10:00: 07:00 and 09:00 are the last reminders of the user's day.
    let settings = Settings(dayStartHour: 10, tier: .free)
    #expect(
      notifications(habits(), on: wednesday, settings: settings).map { $0.title } == [
        "D", "C", "B",
      ])
  }
}
