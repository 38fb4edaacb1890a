import ArgumentParser

struct GoalResume: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resume", abstract: "Resume a paused goal from this week.")

  @OptionGroup var goal: GoalOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    try await coach.move(.resume, goal: goal.goal, style: display.style)
  }
}
