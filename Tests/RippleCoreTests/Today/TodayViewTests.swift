import RippleCore
import Testing

@Suite struct TodayViewTests {
  /// Wednesday 4 March 2026, 20:00.
  private let today = day("2026-03-04")
  private let evening = UserMoment(day: day("2026-03-04"), minuteOfDay: 1200, minutesIntoDay: 1200)

  private func view(_ logs: [HabitLog], calm: Bool = false, moment: UserMoment? = nil) -> TodayView
  {
    let settings = Settings(celebrations: calm ? .off : .full)
    return TodayView(logs: logs, today: today, settings: settings, moment: moment ?? evening)
  }

  private func names(_ view: TodayView) -> [String] { view.cards.map { $0.habit.name } }

  @Test func sectionsFollowTheEarliestReminder() {
    let view = view([
      log(.daily, "", name: "Stretch", reminders: [Reminder(minuteOfDay: 19 * 60)], sortOrder: 0),
      log(.daily, "", name: "Read", sortOrder: 1),
      log(.daily, "", name: "Run", reminders: [Reminder(minuteOfDay: 7 * 60)], sortOrder: 2),
      log(
        .daily, "", name: "Lunch walk", reminders: [Reminder(minuteOfDay: 12 * 60)], sortOrder: 3),
    ])
    #expect(view.sections.map { $0.kind } == [.morning, .afternoon, .evening, .anytime])
    #expect(
      view.sections.map { $0.cards.map { $0.habit.name } } == [
        ["Run"], ["Lunch walk"], ["Stretch"], ["Read"],
      ])
  }

  @Test func emptySectionsAreLeftOut() {
    let view = view([log(.daily, "", name: "Read")])
    #expect(view.sections.map { $0.kind } == [.anytime])
    #expect(
      TodayView(logs: [], today: today, settings: Settings(), moment: evening).sections.isEmpty)
  }

  @Test func cardsShowWhatIsScheduledOrLogged() {
    let archived = HabitLog(habit: habit("Old", archived: true), checkIns: [])
    let future = HabitLog(habit: habit("Later", created: day("2026-03-05")), checkIns: [])
    let view = view([
      log(.daily, "", name: "Daily", sortOrder: 0),
      log(.mondayWednesdayFriday, "", name: "MWF", sortOrder: 1),
      log(.weekdays(WeekdaySet([.tuesday])), "", name: "Tuesdays", sortOrder: 2),
      log(.weekdays(WeekdaySet([.tuesday])), "..x", name: "Tuesdays, done today", sortOrder: 3),
      log(.timesPerWeek(2), "xx", name: "Twice a week, met", sortOrder: 4),
      archived, future,
    ])
    #expect(names(view) == ["Daily", "MWF", "Tuesdays, done today", "Twice a week, met"])
    #expect(view.cards.map { $0.dueToday } == [true, true, false, false])
    #expect(view.summary == TodaySummary(due: 2, done: 0))
  }

  @Test func userOrderThenName() {
    let view = view([
      log(.daily, "", name: "B", sortOrder: 1), log(.daily, "", name: "C", sortOrder: 0),
      log(.daily, "", name: "A", sortOrder: 1),
    ])
    #expect(names(view) == ["C", "A", "B"])
  }

  @Test func calmOrderPutsDoneHabitsLastInCompletionOrder() {
    // Incomplete habits stay in user order; completed ones move to the bottom in
    // the order they were completed.
    func done(_ name: String, order: Int, at time: Int64) -> HabitLog {
      var log = log(.daily, "", name: name, sortOrder: order)
      log.set(CheckIn(habitID: log.habit.id, day: today, updatedAt: time))
      return log
    }
    let logs = [
      log(.daily, "", name: "A", sortOrder: 0), done("B", order: 1, at: 200),
      log(.daily, "", name: "C", sortOrder: 2), done("D", order: 3, at: 100),
    ]
    #expect(names(view(logs, calm: true)) == ["A", "C", "D", "B"])
    #expect(names(view(logs)) == ["A", "B", "C", "D"])
    #expect(view(logs, calm: true).summary.tierText(calm: true) == "2 of 4 completed")
  }

  @Test func summaryCountsDueHabitsAndSkipsAreExcused() {
    let view = view([
      log(.daily, "..x", name: "Done"), log(.daily, "...", name: "Open"),
      log(.daily, "..s", name: "Skipped"),
    ])
    #expect(view.summary == TodaySummary(due: 2, done: 1))
    #expect(view.summary.tierText() == "Halfway there!")
    let perfect = self.view([log(.daily, "..x", name: "Done"), log(.daily, "..s", name: "Skipped")])
    #expect(perfect.summary == TodaySummary(due: 1, done: 1))
    #expect(perfect.isPerfectDay)
    #expect(perfect.perfectDays.current == 1)
  }

  @Test func streaksAtRiskAndHoursLeft() {
    let view = view([log(.daily, "xx.", name: "Read"), log(.daily, "xxx", name: "Run")])
    #expect(view.atRisk.map { $0.habit.name } == ["Read"])
    #expect(view.atRisk.first?.streak.hoursLeft == 4)
    #expect(view.perfectDays.current == 2)
    #expect(view.perfectDays.atRisk)
  }

  private func badge(
    reminder: Int, history: String = "..", moment: UserMoment, dayStart: Int = 0
  ) -> TimeBadge? {
    let log = log(.daily, history, reminders: [Reminder(minuteOfDay: reminder)])
    let settings = Settings(dayStartHour: dayStart)
    return TodayView(logs: [log], today: today, settings: settings, moment: moment).cards.first?
      .timeBadge
  }

  @Test func timeBadgeIsPastDueOnceTheReminderTimeHasGoneByUndone() {
    let at = { (minute: Int) in
      UserMoment(day: day("2026-03-04"), minuteOfDay: minute, minutesIntoDay: minute)
    }
    #expect(badge(reminder: 480, moment: at(540)) == TimeBadge(minuteOfDay: 480, pastDue: true))
    #expect(badge(reminder: 480, moment: at(479))?.pastDue == false)
    #expect(badge(reminder: 480, moment: at(480))?.pastDue == false)
    #expect(badge(reminder: 480, history: "..x", moment: at(540))?.pastDue == false)
    // 01:30 on Thursday with the day starting at 03:00 is still Wednesday, late.
    let lateNight = UserMoment(day: day("2026-03-04"), minuteOfDay: 90, minutesIntoDay: 1350)
    #expect(badge(reminder: 20 * 60, moment: lateNight, dayStart: 3)?.pastDue == true)
    // 02:00 reminder: the last hour of a day that starts at 03:00.
    let evening = UserMoment(day: day("2026-03-04"), minuteOfDay: 1320, minutesIntoDay: 1140)
    #expect(badge(reminder: 120, moment: evening, dayStart: 3)?.pastDue == false)
    #expect(badge(reminder: 120, moment: lateNight, dayStart: 3)?.pastDue == false)
    // Looking at another day than the moment's: nothing is past due.
    let tomorrow = UserMoment(day: day("2026-03-05"), minuteOfDay: 600, minutesIntoDay: 600)
    #expect(badge(reminder: 480, moment: tomorrow)?.pastDue == false)
  }

  @Test func accessibilityLabel() {
    // "Exercise, 3 of 5 completed this week".
    let log = log(.timesPerWeek(5), "xxx", name: "Exercise")
    let card = TodayCard(log: log, today: today, settings: Settings(), moment: evening)
    #expect(card.accessibilityLabel == "Exercise, 3 of 5 completed this week")
  }
}
