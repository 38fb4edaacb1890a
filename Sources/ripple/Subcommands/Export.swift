import ArgumentParser
import RippleCore
import RippleStore

struct Export: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Export check-ins as CSV or JSON.",
    discussion: """
      CSV has one record per check-in: Habit Name,Date,Status,Value,Note. JSON holds every \
      habit and its check-ins. Notes are left out unless --notes is given. In private mode \
      the export carries the words the passphrase opens.
      """)

  @Option(help: ArgumentHelp("csv or json.", valueName: "format"), transform: ExportRange.format)
  var format: ExportFormat = .csv

  @Option(
    help: ArgumentHelp("The first day: yyyy-MM-dd, today or yesterday.", valueName: "day"),
    transform: DayText.init)
  var from: DayText?

  @Option(
    help: ArgumentHelp("The last day: yyyy-MM-dd, today or yesterday.", valueName: "day"),
    transform: DayText.init)
  var to: DayText?

  @Flag(help: "Include the notes.")
  var notes = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to this file (default: stdout).", valueName: "file"))
  var output: String?

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let range = try await ExportRange.resolve(from: from, to: to, session: session)
    let data = try await session.store.export(
      format, for: session.user, range: range, includeNotes: notes, now: session.nowMillis,
      words: session.words.map { words in
        ExportWords(habit: { words.habit($0) }, checkIn: { words.checkIn($0) })
      } ?? .asStored)
    try DataFile.write(data, to: output ?? "-")
    if let output, output != "-" { Console.out("Exported to \(output).") }
  }
}
