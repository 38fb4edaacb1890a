import ArgumentParser
import RippleCore
import RippleStore

struct GoalShow: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show the goal's roadmap with the current stage marked.")

  @OptionGroup var goal: GoalOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    let (record, state) = try await coach.goal(goal.goal)
    if output.json {
      try JSONOutput.print(GoalJSONOutput(record: record, state: state))
    } else {
      Console.out(
        RoadmapText(style: display.style).render(
          state, firstWeekday: coach.session.settings.firstWeekday))
    }
  }
}

/// `ripple goal show --json`: the goal's id, habit and whole coach state.
struct GoalJSONOutput: Encodable {
  var id: String
  var habitId: String
  var status: String
  var revision: Int64
  var state: CoachStateDTO

  init(record: GoalRecord, state: RippleCore.CoachState) {
    id = record.id.rawValue
    habitId = record.habitID.rawValue
    status = GoalStatusCode.name(record.status)
    revision = record.revision
    self.state = CoachStateDTO(state)
  }
}
