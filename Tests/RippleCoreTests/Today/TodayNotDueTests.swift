import RippleCore
import Testing

/// Habits not due today stay visible, with a tomorrow preview; calm mode's
/// list order is the engine's.
@Suite struct TodayNotDueTests {
  /// Wednesday 4 March 2026.
  private let today = day("2026-03-04")
  private let moment = UserMoment(day: day("2026-03-04"), minuteOfDay: 600, minutesIntoDay: 600)

  private func view(_ logs: [HabitLog], calm: Bool = false) -> TodayView {
    TodayView(
      logs: logs, today: today, settings: Settings(celebrations: calm ? .off : .full),
      moment: moment)
  }

  @Test func habitsWithoutACardTodayAreListedWithTheirNextDay() {
    let thursdays = Schedule.weekdays(WeekdaySet([.thursday]))
    let mondays = Schedule.weekdays(WeekdaySet([.monday]))
    let logs = [
      log(.daily, "", name: "Read", sortOrder: 0),
      log(mondays, "", name: "Plan", sortOrder: 1),
      log(thursdays, "", name: "Swim", sortOrder: 2),
    ]
    let view = view(logs)
    #expect(view.cards.map(\.habit.name) == ["Read"])
    #expect(view.notDueToday.map(\.habit.name) == ["Plan", "Swim"])
    #expect(view.notDueToday.map(\.nextDue) == [day("2026-03-09"), day("2026-03-05")])
    #expect(view.tomorrow.map(\.name) == ["Read", "Swim"])
    #expect(day("2026-03-05").relativeTitle(today: today) == "Tomorrow")
    #expect(day("2026-03-09").relativeTitle(today: today) == "Monday")
    #expect(day("2026-03-20").relativeTitle(today: today) == "Mar 20")
  }

  @Test func calmModeListsToDoThenCompletedThenNotDue() {
    // Gym has met its weekly target, so its card shows but is not due.
    let gym = log(.timesPerWeek(2), "xx", name: "Gym", sortOrder: 0)
    var walk = log(.daily, "", name: "Walk", sortOrder: 1)
    walk.set(CheckIn(habitID: walk.habit.id, day: today, state: .skipped, updatedAt: 9))
    var read = log(.daily, "", name: "Read", sortOrder: 2)
    read.set(CheckIn(habitID: read.habit.id, day: today, updatedAt: 3))
    let open = log(.daily, "", name: "Write", sortOrder: 3)
    let sections = view([gym, walk, read, open], calm: true).sections
    #expect(sections.map(\.kind) == [.todo, .completed, .notDue])
    #expect(sections.map(\.kind.title) == ["To do", "Completed", "Not due today"])
    #expect(sections.map { $0.cards.map(\.habit.name) } == [["Write"], ["Read", "Walk"], ["Gym"]])
    #expect(view([gym, walk, read, open]).sections.map(\.kind) == [.anytime])
  }

  @Test func weeklyStreaksAtRiskCountWeeks() {
    // Three weeks met, this week still open on its last day: the banner speaks in weeks.
    let weekly = log(.timesPerWeek(1), "x...... x...... x...... ......")
    let sunday = monday.adding(days: 27)
    let card = TodayCard(
      log: weekly, today: sunday, settings: Settings(),
      moment: UserMoment(day: sunday, minuteOfDay: 20 * 60, minutesIntoDay: 20 * 60))
    #expect(
      card.atRiskMessage
        == "Streak at risk! Complete Read in the next 4 hours to keep your 3-week streak alive.")
  }
}
