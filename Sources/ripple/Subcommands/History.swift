import ArgumentParser
import RippleCore
import RippleServices
import RippleWire

struct History: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the history matrix: a row per habit, a column per day, newest first.",
    discussion: """
      ● done   ◐ partly done   ○ missed   – skipped   ◌ to do today   · not due
      Blank: before the habit existed. With --ascii: # + o - _ .
      """)

  static let maximumDays = 3660

  @Option(
    help: ArgumentHelp(
      "How many days to show, ending today (default: 30, fewer when the terminal is narrower).",
      valueName: "n"))
  var days: Int?

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    guard days.map({ (1...Self.maximumDays).contains($0) }) ?? true else {
      throw ArgumentParser.ValidationError("--days must be between 1 and \(Self.maximumDays)")
    }
  }

  func run() async throws {
    let session = try await Session.open(store, today)
    let logs = try await session.logs()
    let columns = output.json ? nil : TerminalSize.columns()
    let days =
      self.days ?? HistoryText.fittingDays(30, columns: columns, names: logs.map(\.habit.name))
    let range = session.today.adding(days: -(days - 1))...session.today
    let first = session.settings.firstWeekday
    if output.json {
      try JSONOutput.print(
        HistoryMatrixJSON(logs, days: range.reversed(), today: session.today, firstWeekday: first))
    } else {
      let text = HistoryText(style: display.style, firstWeekday: first)
      Console.out(text.render(logs, days: range, today: session.today))
    }
  }
}
