import ArgumentParser
import RippleCore

struct GoalPause: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pause",
    abstract: "Pause the goal: keep the current habit (maintenance) or rest until a day.")

  @Option(
    help: ArgumentHelp(
      "Rest until this day (vacation mode); without it, maintenance mode.", valueName: "day"),
    transform: DayText.init)
  var until: DayText?

  @OptionGroup var goal: GoalOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    var mode = PauseMode.maintenance
    if let until {
      let day = until.resolved(today: coach.session.today)
      guard day > coach.session.today else {
        throw CommandError.usage("--until must be a day after today")
      }
      mode = .vacation(resume: day)
    }
    try await coach.move(.pause(mode), goal: goal.goal, style: display.style)
  }
}
