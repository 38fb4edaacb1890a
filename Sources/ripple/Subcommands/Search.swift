import ArgumentParser
import RippleCore
import RippleServices
import RippleStore
import RippleWire

struct Search: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find habits, categories, check-in notes and coach reflections.",
    discussion: """
      Each word must start a word of what is found, ignoring case and accents ("cafe" finds \
      "Café"); several words narrow the result. Notes are listed newest first.
      """)

  @Argument(help: ArgumentHelp("The words to look for.", valueName: "words"))
  var words: [String]

  @Option(help: ArgumentHelp("The most notes to show (1–100).", valueName: "n"))
  var limit = SearchResults.defaultLimit

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    guard (1...SearchResults.maximumLimit).contains(limit) else {
      throw ArgumentParser.ValidationError(
        "--limit must be between 1 and \(SearchResults.maximumLimit)")
    }
  }

  func run() async throws {
    let text = words.joined(separator: " ")
    let query: SearchQuery
    do { query = try SearchQuery(text) } catch { throw CommandError.usage(error.message) }
    let session = try await Session.open(store, today)
    let results =
      if let words = session.words {
        try await PrivateSearch.results(query, limit: limit, words: words, session: session)
      } else {
        try await found(in: session.store, user: session.user, query)
      }
    if output.json {
      try JSONOutput.print(SearchResultsJSON(results, text: text))
    } else {
      Console.out(SearchText(style: display.style).render(results))
    }
  }

  /// The search on the store as it is opened (its kind is known only then).
  private func found(
    in store: some RippleRepository, user: UserID, _ query: SearchQuery
  ) async throws -> SearchResults {
    try await Searching(repository: store, user: user).results(query, limit: limit)
  }
}
