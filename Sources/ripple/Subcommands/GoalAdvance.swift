import ArgumentParser

struct GoalAdvance: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "advance",
    abstract: "Move on to the next stage (on the last one, the goal is complete).")

  @OptionGroup var goal: GoalOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    try await coach.move(.advance, goal: goal.goal, style: display.style)
  }
}
