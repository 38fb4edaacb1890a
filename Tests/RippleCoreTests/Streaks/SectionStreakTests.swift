import RippleCore
import Testing

@Suite struct SectionStreakTests {
  private let morning = [Reminder(minuteOfDay: 7 * 60)]
  private let evening = [Reminder(minuteOfDay: 21 * 60)]

  private func timelines(_ logs: [HabitLog], today: Day) -> [HabitTimeline] {
    logs.map { HabitTimeline(log: $0, through: today, firstWeekday: .monday) }
  }

  /// (section, current, longest, at risk) of each section listed, as of `monday + offset`.
  private func sectionStreaks(_ logs: [HabitLog], today offset: Int) -> [String] {
    let today = monday.adding(days: offset)
    return SectionStreaks.statuses(timelines(logs, today: today), today: today).map {
      "\($0.kind.title) \($0.status.current)/\($0.status.longest)"
        + ($0.status.atRisk ? " at risk" : "")
    }
  }

  @Test func eachSectionCountsItsOwnHabits() {
    let stretch = log(.daily, "xxxx", name: "Stretch", reminders: morning)
    let journal = log(.daily, "xx.x", name: "Journal", reminders: evening)
    let water = log(.daily, "x.xx", name: "Water")
    #expect(
      sectionStreaks([stretch, journal, water], today: 3) == [
        "Morning 4/4", "Evening 1/2", "Anytime 2/2",
      ])
    // The perfect-days streak of the same histories breaks on both gaps.
    let today = monday.adding(days: 3)
    let perfect = PerfectDays.status(
      timelines([stretch, journal, water], today: today), today: today)
    #expect((perfect.current, perfect.longest) == (1, 1))
  }

  @Test func skipsAreExcusedAndTodayIsOnlyAtRisk() {
    let stretch = log(.daily, "xs.", name: "Stretch", reminders: morning)
    #expect(sectionStreaks([stretch], today: 2) == ["Morning 1/1 at risk"])
    #expect(sectionStreaks([stretch], today: 3) == ["Morning 0/1"])
  }

  @Test func aSectionNeedsEveryHabitInItDone() {
    let stretch = log(.daily, "xxx", name: "Stretch", reminders: morning)
    let run = log(.daily, "x.x", name: "Run", reminders: [Reminder(minuteOfDay: 6 * 60)])
    #expect(sectionStreaks([stretch, run], today: 3) == ["Morning 1/1 at risk"])
    #expect(sectionStreaks([], today: 3) == [])
  }

  @Test func theSectionFollowsTheEarliestReminderOfEachWeekday() {
    // Reminded at 07:00 on Mondays only and at 20:00 every day: morning on Monday, evening after.
    let reminders = [
      Reminder(minuteOfDay: 7 * 60, weekdays: WeekdaySet([.monday])),
      Reminder(minuteOfDay: 20 * 60),
    ]
    let yoga = log(.daily, "xx", name: "Yoga", reminders: reminders)
    let today = monday.adding(days: 1)
    let days = SectionDays.days(timelines([yoga], today: today), in: monday...today)
    #expect(days.map { $0.completeSections } == [[.morning], [.evening]])
    #expect(days[0].tally(.morning) == SectionTally(kind: .morning, due: 1, done: 1))
    #expect(days[1].tally(.morning) == SectionTally(kind: .morning, due: 0, done: 0))
  }

  @Test func dayStates() {
    func day(_ offset: Int, _ tallies: [(TodaySectionKind, Int, Int)]) -> SectionDay {
      SectionDay(
        day: monday.adding(days: offset),
        sections: TodaySectionKind.allCases.map { kind in
          let tally = tallies.first { $0.0 == kind }
          return SectionTally(kind: kind, due: tally?.1 ?? 0, done: tally?.2 ?? 0)
        })
    }
    let today = monday.adding(days: 5)
    let cases: [(SectionDay, SectionDayState)] = [
      (day(0, [(.morning, 1, 1), (.evening, 2, 2)]), .perfect),
      (day(0, [(.morning, 1, 1), (.evening, 2, 1)]), .morning),
      (day(0, [(.morning, 1, 0), (.evening, 1, 1)]), .evening),
      (day(0, [(.morning, 1, 1), (.evening, 1, 1), (.anytime, 1, 0)]), .partial),
      (day(0, [(.afternoon, 1, 1), (.evening, 1, 0)]), .partial),
      (day(0, [(.morning, 1, 0)]), .missed),
      (day(5, [(.morning, 1, 0)]), .pending),
      (day(5, [(.morning, 1, 1), (.anytime, 1, 0)]), .morning),
      (day(1, []), .rest),
      (day(6, []), .future),
    ]
    for (record, state) in cases {
      #expect(record.state(today: today) == state, "\(record)")
    }
  }

  @Test func monthStatistics() {
    // March 2026: Stretch done Mon 2 and Tue 3, Journal done Mon 2 and missed Wed 4; today is
    // Thursday 5 with nothing done yet.
    let stretch = log(.daily, "xx..", name: "Stretch", reminders: morning)
    let journal = log(.daily, "x.m.", name: "Journal", reminders: evening)
    let today = monday.adding(days: 3)
    let month = StreakMonth(
      timelines: timelines([stretch, journal], today: today), month: monday, today: today)
    #expect(month.days.count == 31)
    #expect(month.first == day("2026-03-01"))
    #expect(month.last == day("2026-03-31"))
    #expect(
      month.days.prefix(6).map { $0.state(today: today) } == [
        .rest, .perfect, .morning, .missed, .pending, .future,
      ])
    #expect(month.daysCompleted == 2)
    #expect(month.daysCounted == 3)
    #expect(month.perfectDays == 1)
    #expect(month.completionPercent == 67)
    #expect((month.habitsDone, month.habitsDue) == (3, 6))
  }

  @Test func monthStatisticsCountTodayOnceASectionIsComplete() {
    let stretch = log(.daily, "xxxx", name: "Stretch", reminders: morning)
    let journal = log(.daily, "x...", name: "Journal", reminders: evening)
    let today = monday.adding(days: 3)
    let month = StreakMonth(
      timelines: timelines([stretch, journal], today: today), month: today, today: today)
    #expect((month.daysCompleted, month.daysCounted, month.perfectDays) == (4, 4, 1))
    #expect(month.completionPercent == 100)
    // Every day had a section done, but only one was perfect: the habits done say so (5 of 8),
    // so no 100% stands beside one perfect day of four.
    #expect((month.habitsDone, month.habitsDue, month.habitsPercent) == (5, 8, 63))
    let empty = StreakMonth(timelines: [], month: today, today: today)
    #expect((empty.daysCounted, empty.completionPercent, empty.completionRate) == (0, 0, 0))
  }

  @Test func neighbouringMonths() {
    let march = day("2026-03-01")
    #expect(StreakMonth.previous(of: march, historyStart: day("2026-03-01")) == nil)
    #expect(StreakMonth.previous(of: march, historyStart: day("2026-02-27")) == day("2026-02-01"))
    #expect(StreakMonth.previous(of: march, historyStart: nil) == nil)
    #expect(StreakMonth.next(of: march, today: day("2026-03-31")) == nil)
    #expect(StreakMonth.next(of: march, today: day("2026-04-01")) == day("2026-04-01"))
    #expect(StreakMonth.next(of: day("2025-12-01"), today: march) == day("2026-01-01"))
  }
}
