import ArgumentParser
import RippleServices
import RippleWire

struct Week: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show this week (or another) day by day for every habit.")

  @Option(
    help: ArgumentHelp(
      "A day in the week to show: yyyy-MM-dd, today or yesterday.", valueName: "day"),
    transform: DayText.init)
  var date: DayText = .today

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let logs = try await session.logs()
    let first = session.settings.firstWeekday
    let week = date.resolved(today: session.today).week(firstWeekday: first)
    if output.json {
      try JSONOutput.print(
        HistoryMatrixJSON(logs, days: week, today: session.today, firstWeekday: first, weekly: true)
      )
    } else {
      let text = WeekText(style: display.style, firstWeekday: first)
      Console.out(text.render(logs, week: week, today: session.today))
    }
  }
}
