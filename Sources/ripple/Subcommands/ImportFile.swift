import ArgumentParser
import Foundation
import RippleCore
import RippleImports
import RippleStore
import RippleWire

struct ImportFile: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "file",
    abstract: "Import another app's export: found from the file, previewed, added at once.",
    discussion: """
      Reads Loop Habit Tracker (.db, .zip), HabitKit (.json), Habitica (history.csv, \
      userdata.json), Beaver Habit Tracker (.json), Tickmate (.db), HabitBull's CSV, Ripple's \
      own CSV export and any CSV with a habit and a date column. A habit named like one you \
      have adds the days that habit lacks, so importing a file twice adds nothing the second \
      time. --preview shows what would be added and adds nothing.
      """)

  @Argument(help: "The file (- reads stdin).")
  var file: String

  @Option(help: "Read the file as this kind (csv reads any CSV through the column options).")
  var from: ImportKind?

  @Option(help: "A CSV file's column naming the habit.")
  var habit: String?
  @Option(help: "A CSV file's column holding the date.")
  var date: String?
  @Option(help: "A CSV file's column holding a value or done (without it, every row is done).")
  var value: String?
  @Option(help: "A CSV file's column holding a note.")
  var note: String?
  @Flag(help: "Read no value column from a CSV file: every row is a day done.")
  var noValue = false
  @Flag(help: "Read no note column from a CSV file.")
  var noNote = false
  @Option(help: "How a CSV file's dates read: ymd, dmy (day first) or mdy (month first).")
  var dates: DateOrder?

  @Flag(help: "Show what would be added, and add nothing.")
  var preview = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let data = try DataFile.read(file)
    let session = try await Session.open(store, today)
    let options = ImportOptions(
      kind: from,
      mapping: CSVMapping(
        habit: habit, date: date, value: value, note: note, withoutValue: noValue,
        withoutNote: noNote),
      dateOrder: dates)
    let zone = TimeZone(identifier: session.settings.timeZone) ?? .gmt
    let result: FileImportResult
    do {
      result =
        try await preview
        ? session.store.previewFile(
          data, options: options, for: session.user, zone: zone, today: session.today,
          now: session.nowMillis)
        : session.store.importFile(
          data, options: options, for: session.user, zone: zone, today: session.today,
          now: session.nowMillis)
    } catch let problem as ImportProblem {
      // The choice is missing: say what the file offers to choose from.
      let offered = try? await session.store.previewFile(
        data, options: options, for: session.user, zone: zone, today: session.today,
        now: session.nowMillis)
      if let columns = offered?.csv?.columns {
        Console.out("Columns: " + columns.joined(separator: ", "))
      }
      throw ValidationError(Self.advice(problem))
    }
    if !preview { try await session.sealPlainWords(notes: true) }
    if output.json {
      try JSONOutput.print(ImportPreviewJSON(result, firstWeekday: session.settings.firstWeekday))
      return
    }
    if let needs = result.needs {
      Console.out("Found a \(result.kind.title) file.")
      if let csv = result.csv { Console.out("Columns: " + csv.columns.joined(separator: ", ")) }
      throw ValidationError(Self.advice(needs))
    }
    report(result)
  }

  private func report(_ result: FileImportResult) {
    let summary = result.summary
    Console.out("Found a \(result.kind.title) file. \(result.kind.carries)")
    for habit in result.habits {
      let days = habit.first.map { " (\($0.text) to \(habit.last!.text))" } ?? ""
      let joins = summary.names.contains(habit.habit.name) ? "" : " → your habit of that name"
      Console.out(
        "  \(habit.habit.name): \(habit.checkIns) check-in\(habit.checkIns == 1 ? "" : "s")\(days)\(joins)"
      )
    }
    let verb = preview ? "Would import" : "Imported"
    Console.out("\(verb) \(summary.habits) new habits and \(summary.checkIns) check-ins.")
    ImportReport.print(summary)
  }

  /// The problem in the command's own words: the option to give.
  static func advice(_ problem: ImportProblem) -> String {
    switch problem.field {
    case "dates": return "\(problem.message): give --dates ymd, dmy or mdy."
    default: return "\(problem.message): give --\(problem.field) COLUMN."
    }
  }
}

extension ImportKind: ExpressibleByArgument {}
extension DateOrder: ExpressibleByArgument {}
