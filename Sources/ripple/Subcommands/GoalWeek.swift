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
    let week = try await coach.service.week(
      state, user: coach.session.user, today: now,
      firstWeekday: coach.session.settings.firstWeekday, weekOf: date.resolved(today: now))
    Console.out(
      CoachWeekText(style: display.style).render(
        week, review: WeekReview(week: week, state: state, today: now), state: state, today: now))
  }
}
