import ArgumentParser
import RippleLoopImport
import RippleServices
import RippleStore
import RippleWire

struct ImportLoop: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "loop",
    abstract: "Import from Loop Habit Tracker: its .db backup or the .zip of its CSV export.",
    discussion: """
      Every habit and entry is added to what you have (a name you already use gets a number); \
      a file that cannot be read adds nothing. Active habits beyond your plan's limit are \
      imported archived; entries Ripple cannot hold are skipped; both are listed.
      """)

  @Argument(help: "The Loop file.")
  var file: String

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let data = try DataFile.read(file)
    let session = try await Session.open(store, today)
    let summary = try await session.store.importLoop(
      data, for: session.user, today: session.today, now: session.nowMillis)
    try await session.sealPlainWords(notes: true)
    if output.json {
      try JSONOutput.print(ImportSummaryJSON(summary))
    } else {
      let names = summary.names.isEmpty ? "" : ": " + summary.names.joined(separator: ", ")
      Console.out(
        "Imported \(summary.habits) habits and \(summary.checkIns) check-ins from Loop\(names).")
      ImportReport.print(summary)
    }
  }
}
