import RippleCore
import Testing

@Suite struct SchedulePreviewTests {
  // Wednesday 18 November 2026.
  let today = try! Day(year: 2026, month: 11, day: 18)

  func dueDays(_ preview: SchedulePreview) -> [String] {
    preview.days.filter(\.due).map(\.day.text)
  }

  @Test func fourteenDaysFromToday() {
    let preview = SchedulePreview(.daily, today: today, firstWeekday: .monday)
    #expect(preview.days.count == 14)
    #expect(preview.days.first?.day.text == "2026-11-18")
    #expect(preview.days.last?.day.text == "2026-12-01")
    #expect(preview.text == "Daily")
    #expect(preview.flexible == false)
    #expect(dueDays(preview).count == 14)
  }

  @Test func weekdaysAreDueOnTheirDaysOnly() {
    let weekend = SchedulePreview(
      .weekdays(WeekdaySet([.saturday, .sunday])), today: today, firstWeekday: .monday)
    #expect(weekend.text == "Weekends")
    #expect(dueDays(weekend) == ["2026-11-21", "2026-11-22", "2026-11-28", "2026-11-29"])
  }

  @Test func intervalsCountFromTheirStart() {
    // Started on Monday the 16th: due every third day from then, not from today.
    let start = try! Day(year: 2026, month: 11, day: 16)
    let preview = SchedulePreview(.everyNDays(3, start: start), today: today, firstWeekday: .monday)
    #expect(preview.text == "Every 3 days")
    #expect(
      dueDays(preview) == ["2026-11-19", "2026-11-22", "2026-11-25", "2026-11-28", "2026-12-01"])
  }

  @Test func monthDaysPastAShortMonthFallOnItsLastDay() {
    let preview = SchedulePreview(.monthDays([31, 1]), today: today, firstWeekday: .monday)
    #expect(preview.text == "Monthly: 1, 31")
    // November has 30 days: the 31st falls on the 30th.
    #expect(dueDays(preview) == ["2026-11-30", "2026-12-01"])
  }

  @Test func flexibleSchedulesAreDueEveryDayUntilMet() {
    let preview = SchedulePreview(.timesPerWeek(1), today: today, firstWeekday: .sunday)
    #expect(preview.text == "1x per week")
    #expect(preview.flexible == true)
    #expect(dueDays(preview).count == 14)
  }

  @Test func wordsFollowTheFirstWeekday() {
    let days = Schedule.weekdays(WeekdaySet([.sunday, .monday]))
    #expect(SchedulePreview(days, today: today, firstWeekday: .sunday).text == "Sun, Mon")
    #expect(SchedulePreview(days, today: today, firstWeekday: .monday).text == "Mon, Sun")
  }
}
