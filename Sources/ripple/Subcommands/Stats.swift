import ArgumentParser
import RippleCore
import RippleServices
import RippleWire

struct Stats: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show statistics: completion, perfect days and each habit's performance.",
    discussion: """
      The same numbers as the Statistics screen. The free plan shows 7-day ranges (week, 7d); \
      the others are part of Premium.
      """)

  @Option(
    help: ArgumentHelp(
      "week, month, year, all, 7d, 30d or 90d.", valueName: "range"),
    transform: Stats.range)
  var range: StatsRange = .week

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let report = try await StatisticsRequest.report(range, session: session)
    if output.json {
      try JSONOutput.print(StatisticsJSON(report, firstWeekday: session.settings.firstWeekday))
    } else {
      Console.out(StatsText(style: display.style, settings: session.settings).render(report))
    }
  }

  static func range(_ text: String) throws -> StatsRange {
    guard let range = StatsRange(code: text) else {
      throw ArgumentParser.ValidationError(
        "'\(text)' is not a range: use week, month, year, all, 7d, 30d or 90d")
    }
    return range
  }
}
