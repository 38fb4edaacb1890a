import ArgumentParser
import RippleCore
import RippleStore
import RippleWire

struct GoalShow: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show the goal's roadmap with the current stage marked.",
    discussion: "With --json, prints the goal as the API answers GET /api/v1/goals/{id}.")

  @OptionGroup var goal: GoalOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    let (record, state) = try await coach.goal(goal.goal)
    if output.json {
      // The API's answer for the goal (GET /goals/{id}).
      try JSONOutput.print(
        GoalJSON(record, state: state, firstWeekday: coach.session.settings.firstWeekday))
    } else {
      Console.out(
        RoadmapText(style: display.style).render(
          state, firstWeekday: coach.session.settings.firstWeekday))
    }
  }
}
