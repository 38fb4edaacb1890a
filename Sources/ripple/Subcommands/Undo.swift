import ArgumentParser
import RippleCore

struct Undo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Clear what was logged for a habit today (or another day).")

  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @Option(
    help: ArgumentHelp("The day: yyyy-MM-dd, today or yesterday.", valueName: "day"),
    transform: DayText.init)
  var date: DayText = .today

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .active)
    let result = try await CheckInWriter.clear(
      habit: habit, day: date.resolved(today: session.today), session: session)
    try CheckInOutput.print(result, session: session, output: output, display: display)
  }
}
