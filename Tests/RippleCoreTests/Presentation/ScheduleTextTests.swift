import RippleCore
import Testing

@Suite struct ScheduleTextTests {
  @Test func cardDetailsLine() {
    // "Daily" or "3x per week" or "Every 2 days".
    let cases: [(Schedule, String)] = [
      (.daily, "Daily"),
      (.timesPerWeek(3), "3x per week"),
      (.everyNDays(2, start: monday), "Every 2 days"),
      (.everyNDays(1, start: monday), "Daily"),
      (.weekdays(.all), "Daily"),
      (.weekdays(WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday])), "Weekdays"),
      (.weekdays(WeekdaySet([.saturday, .sunday])), "Weekends"),
      (.weekdays(WeekdaySet([.sunday, .monday, .wednesday])), "Mon, Wed, Sun"),
      (.timesInDays(times: 3, days: 10), "3 times in 10 days"),
      (.timesInDays(times: 1, days: 3), "1 time in 3 days"),
      (.monthDays([15, 1]), "Monthly: 1, 15"),
    ]
    for (schedule, text) in cases { #expect(schedule.text() == text) }
    #expect(
      Schedule.weekdays(WeekdaySet([.sunday, .monday])).text(firstWeekday: .sunday) == "Sun, Mon")
  }

  @Test func reminderTimes() {
    let cases: [(Int, String, String)] = [
      (0, "00:00", "12:00 AM"), (480, "08:00", "8:00 AM"), (725, "12:05", "12:05 PM"),
      (1230, "20:30", "8:30 PM"), (1439, "23:59", "11:59 PM"),
    ]
    for (minute, text, display) in cases {
      #expect(Reminder(minuteOfDay: minute).timeText == text)
      #expect(Reminder(minuteOfDay: minute).displayTime == display)
    }
  }
}
