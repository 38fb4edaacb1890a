import ArgumentParser
import RippleCore
import RippleServices
import RippleStore
import RippleWire

struct TemplatesImport: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add the habits of a routine file.",
    discussion: """
      Each habit is added new, starting today (a name you already use gets a number); habits \
      past your plan's room are added archived. --preview shows what would be added and adds \
      nothing.
      """)

  @Argument(help: "The routine file (- reads stdin).")
  var file: String

  @Flag(help: "Show what would be added, and add nothing.")
  var preview = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let routine = try RoutineFile.read(try DataFile.read(file))
    let session = try await Session.open(store, today)
    let summary = try await Self.adding(routine, in: session.store, session, preview: preview)
    if !preview { try await session.sealPlainWords(notes: false) }
    if output.json {
      try JSONOutput.print(ImportSummaryJSON(summary))
      return
    }
    let title = routine.name.isEmpty ? "the routine" : "'\(routine.name)'"
    if summary.habits == 0 {
      Console.out("Nothing to add from \(title).")
    } else {
      let count = summary.habits == 1 ? "1 habit" : "\(summary.habits) habits"
      Console.out(
        "\(preview ? "Would add" : "Added") \(count) from \(title): "
          + summary.names.joined(separator: ", ") + ".")
    }
    ImportReport.print(summary)
  }

  // The session's store is opened (`Store`) for the generic use case.
  private static func adding<Store: RippleRepository>(
    _ routine: RoutineFile, in store: Store, _ session: Session, preview: Bool
  ) async throws -> ImportSummary {
    let adding = RoutineAdding(
      repository: store, user: session.user, today: session.today, planDay: session.today,
      nowMillis: session.nowMillis)
    return try await preview ? adding.preview(routine) : adding.add(routine)
  }
}
