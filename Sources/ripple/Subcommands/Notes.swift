import ArgumentParser
import RippleCore
import RippleServices
import RippleStore
import RippleWire

struct Notes: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show a habit's notes, newest first.")

  @Argument(help: ArgumentHelp("The habit (its name or the start of it).", valueName: "habit"))
  var habit: String

  @Option(help: ArgumentHelp("Only notes holding these words.", valueName: "words"))
  var search: String?

  @Option(
    help: ArgumentHelp("Only notes with this mood: great, good, okay, bad.", valueName: "mood"))
  var mood: String?

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    if let mood, Mood(rawValue: mood) == nil {
      throw ArgumentParser.ValidationError("--mood must be one of great, good, okay, bad")
    }
  }

  func run() async throws {
    var query: SearchQuery?
    if let search {
      do { query = try SearchQuery(search) } catch { throw CommandError.usage(error.message) }
    }
    let session = try await Session.open(store, today)
    let found = try await session.habit(habit, scope: .all)
    let notes =
      if let words = session.words {
        try await PrivateSearch.notes(
          of: found, query: query, mood: mood.flatMap(Mood.init(rawValue:)), words: words,
          session: session)
      } else {
        try await notes(in: session.store, user: session.user, of: found.id, query)
      }
    if output.json {
      try JSONOutput.print(HabitNotesJSON(notes))
    } else {
      Console.out(SearchText(style: display.style).render(notes))
    }
  }

  /// The notes from the store as it is opened (its kind is known only then).
  private func notes(
    in store: some RippleRepository, user: UserID, of habit: HabitID, _ query: SearchQuery?
  ) async throws -> HabitNotes {
    try await Searching(repository: store, user: user)
      .notes(of: habit, query: query, mood: mood.flatMap(Mood.init(rawValue:)))
  }
}
