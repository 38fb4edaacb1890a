import ArgumentParser
import RippleServices
import RippleWire

struct Today: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show today: each habit's week, state and streak, and how the day is going.")

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let logs = try await session.logs()
    let view = try await session.todayView(logs)
    if output.json {
      try JSONOutput.print(TodayJSON(view, settings: session.settings, habitCount: logs.count))
    } else {
      let text = TodayText(style: display.style, settings: session.settings)
      Console.out(text.render(view, habitCount: logs.count))
    }
  }
}
