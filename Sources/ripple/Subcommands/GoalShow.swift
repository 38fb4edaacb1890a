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
      var shown = record
      shown.state = coach.shown(record.state)
      try JSONOutput.print(
        GoalJSON(
          shown, state: coach.shown(state), firstWeekday: coach.session.settings.firstWeekday))
    } else {
      Console.out(
        coach.shown(
          RoadmapText(style: display.style).render(
            state, firstWeekday: coach.session.settings.firstWeekday)))
    }
  }
}
