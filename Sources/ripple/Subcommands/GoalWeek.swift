import ArgumentParser
import RippleCore

struct GoalWeek: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "week", abstract: "Show the goal's week: days, progress and what comes next.")

  @Option(
    help: ArgumentHelp(
      "A day in the week to show: yyyy-MM-dd, today or yesterday.", valueName: "day"),
    transform: DayText.init)
  var date: DayText = .today

  @OptionGroup var goal: GoalOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    let (_, state) = try await coach.goal(goal.goal)
    let now = coach.session.today
    let firstWeekday = coach.session.settings.firstWeekday
    let week = try await coach.service.week(
      state, user: coach.session.user, today: now, firstWeekday: firstWeekday,
      weekOf: date.resolved(today: now))
    let previous = try await coach.service.week(
      state, user: coach.session.user, today: now, firstWeekday: firstWeekday,
      weekOf: week.weekStart.adding(days: -7))
    let lastWeek =
      week.isOver || previous.weekEnd < state.goal.startDay
      ? nil : WeekReview(week: previous, state: state, today: now).map { (previous, $0) }
    Console.out(
      coach.shown(
        CoachWeekText(style: display.style).render(
          week, review: WeekReview(week: week, state: state, today: now), lastWeek: lastWeek,
          state: state, today: now)))
  }
}
