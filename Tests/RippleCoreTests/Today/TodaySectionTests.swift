import RippleCore
import Testing

@Suite struct TodaySectionTests {
  @Test func sectionByReminderTime() {
    // Morning before 12pm, Afternoon 12pm–6pm, Evening after 6pm, Anytime.
    let cases: [(Int?, TodaySectionKind)] = [
      (nil, .anytime), (0, .morning), (7 * 60, .morning), (11 * 60 + 59, .morning),
      (12 * 60, .afternoon), (15 * 60, .afternoon), (17 * 60 + 59, .afternoon),
      (18 * 60, .evening), (21 * 60, .evening), (23 * 60 + 59, .evening),
    ]
    for (minute, kind) in cases {
      #expect(TodaySectionKind(reminderMinute: minute) == kind, "\(String(describing: minute))")
    }
    #expect(
      TodaySectionKind.timesOfDay.map { $0.title } == [
        "Morning", "Afternoon", "Evening", "Anytime",
      ])
    #expect(TodaySectionKind.calm.map { $0.title } == ["To do", "Completed", "Not due today"])
  }

  @Test func theEarliestReminderDecides() {
    let evening = Reminder(minuteOfDay: 19 * 60)
    let morning = Reminder(minuteOfDay: 7 * 60)
    #expect(habit(reminders: [evening, morning]).firstReminder == morning)
    #expect(habit().firstReminder == nil)
  }
}

@Suite struct TodaySectionOfTheDayTests {
  @Test func onlyTodaysRemindersCount() {
    // Tuesday 3 March: the Monday-only 07:00 reminder does not apply, the 19:00 one does.
    let reminders = [
      Reminder(minuteOfDay: 7 * 60, weekdays: WeekdaySet([.monday])),
      Reminder(minuteOfDay: 19 * 60),
    ]
    let log = log(.daily, "", reminders: reminders)
    #expect(log.habit.firstReminder(on: .tuesday)?.minuteOfDay == 19 * 60)
    #expect(log.habit.firstReminder(on: .monday)?.minuteOfDay == 7 * 60)
    let tuesday = day("2026-03-03")
    let moment = UserMoment(day: tuesday, minuteOfDay: 600, minutesIntoDay: 600)
    let view = TodayView(logs: [log], today: tuesday, settings: Settings(), moment: moment)
    #expect(view.sections.map { $0.kind } == [.evening])
    #expect(view.cards.first?.timeBadge?.minuteOfDay == 19 * 60)
    let mondayOnly = RippleCoreTests.log(.daily, "", reminders: [reminders[0]])
    let anytime = TodayView(
      logs: [mondayOnly], today: tuesday, settings: Settings(), moment: moment)
    #expect(anytime.sections.map { $0.kind } == [.anytime])
    #expect(anytime.cards.first?.timeBadge == nil)
  }
}
