import ArgumentParser
import RippleServer
import RippleStore

struct Restore: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replace all your data with a backup made by 'ripple backup'.",
    discussion: """
      The whole file is checked first: a damaged or foreign file changes nothing. Your plan is \
      kept: active habits beyond its limit are restored archived, and named. Asks first; \
      without a terminal to ask on, --yes is required.
      """)

  @Argument(help: "The backup file ('-': stdin).")
  var file: String

  @Flag(name: [.short, .long], help: "Restore without asking.")
  var yes = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let document = try BackupDocument.decode(try DataFile.read(file))
    let session = try await Session.open(store, today)
    let current = try await session.habits()
    try Confirmation.require(
      "Replace your \(current.count) habits with the \(document.habits.count) habits and \(document.checkIns.count) check-ins of \(file)?",
      yes: yes)
    let summary = try await session.store.restore(
      document, for: session.user, today: session.today)
    if output.json {
      try JSONOutput.print(ImportSummaryJSON(summary))
    } else {
      Console.out(
        "Restored \(summary.habits) habits and \(summary.checkIns) check-ins from \(file).")
      ImportReport.print(summary)
    }
  }
}
