import Testing

@testable import RippleCore

/// The reminders as iCalendar (RFC 5545): each schedule as an RRULE on the reminder's weekdays,
/// starting on its first occurrence; text escaped and long lines folded.
@Suite struct RemindersCalendarFeedTests {
  @Test func schedulesBecomeRecurrenceRules() {
    let weekends = Reminder(minuteOfDay: 540, weekdays: WeekdaySet([.saturday, .sunday]))
    let cases: [(Schedule, Reminder, String?)] = [
      (.daily, at(8), "FREQ=DAILY"),
      (.daily, weekends, "FREQ=WEEKLY;BYDAY=SU,SA"),
      (.mondayWednesdayFriday, at(8), "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
      (.mondayWednesdayFriday, weekends, nil),
      (.timesPerWeek(3), at(8), "FREQ=DAILY"),
      (.everyNDays(3, start: monday), at(8), "FREQ=DAILY;INTERVAL=3"),
      (.monthDays([1, 15]), at(8), "FREQ=MONTHLY;BYMONTHDAY=1,15"),
      (.monthDays([31]), at(8), "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"),
    ]
    for (schedule, reminder, expected) in cases {
      #expect(CalendarFeed.recurrence(schedule, reminder: reminder) == expected, "\(schedule)")
    }
  }

  @Test func eventsStartOnTheirFirstOccurrence() {
    // Created on Monday 2 March 2026.
    let gym = habit("Gym", schedule: .weekdays(WeekdaySet([.wednesday])), reminders: [at(18)])
    #expect(CalendarFeed.first(gym, reminder: at(18)) == day("2026-03-04"))
    let rent = habit("Rent", schedule: .monthDays([31]), reminders: [at(9)])
    #expect(CalendarFeed.first(rent, reminder: at(9)) == day("2026-03-31"))
    let water = habit(
      "Water", schedule: .everyNDays(4, start: day("2026-02-27")), reminders: [at(9)])
    #expect(CalendarFeed.first(water, reminder: at(9)) == day("2026-03-03"))
  }

  @Test func theDocumentHasOneEventPerReminder() {
    let read = habit("Read, then; rest", reminders: [at(8), at(21, 30), at(8)])
    let old = habit("Old", reminders: [at(7)], archived: true)
    let text = CalendarFeed.document(
      habits: [read, old, habit("Quiet")], zone: "Europe/Berlin", stamp: "20261118T103000Z")
    let lines = text.split(separator: "\r\n").map(String.init)
    #expect(lines.first == "BEGIN:VCALENDAR")
    #expect(lines.last == "END:VCALENDAR")
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2)
    #expect(lines.filter { $0 == "BEGIN:VALARM" }.count == 2)
    #expect(lines.contains("SUMMARY:Read\\, then\\; rest"))
    #expect(lines.contains("DTSTART:20260302T080000"))
    #expect(lines.contains("DTSTART:20260302T213000"))
    #expect(lines.contains("X-WR-TIMEZONE:Europe/Berlin"))
  }

  @Test func longLinesFoldAt75Octets() {
    let folded = CalendarFeed.folded("SUMMARY:" + String(repeating: "é", count: 60))
    let parts = folded.split(separator: "\r\n").map(String.init)
    #expect(parts.count == 2)
    #expect(parts.allSatisfy { $0.utf8.count <= 75 })
    #expect(parts[1].hasPrefix(" "))
  }
}
