import ArgumentParser

struct GoalRepeat: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repeat", abstract: "Take one more week of the current stage.")

  @OptionGroup var goal: GoalOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    try await coach.move(.repeatStage, goal: goal.goal, style: display.style)
  }
}
