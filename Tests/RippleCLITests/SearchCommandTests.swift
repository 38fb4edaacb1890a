import Foundation
import Testing

/// `ripple search` and `ripple notes`: the groups in the terminal, the API's JSON with `--json`,
/// and a clear refusal for a query with nothing to search for.
@Suite struct SearchCommandTests {
  static let day = "2026-11-20"

  func noted() throws -> CLI {
    let cli = try CLI(today: Self.day)
    try cli.ok("add", "Morning run", "--description", "Easy laps by the café")
    try cli.ok("add", "Read")
    try cli.ok(
      "done", "Morning", "--date", "2026-11-18", "--note", "Café au lait", "--mood", "great")
    try cli.ok("done", "Read", "--date", "2026-11-19", "--note", "The ÉTÉ chapter, cafe-hopping")
    try cli.ok("done", "Morning", "--date", "2026-11-19", "--note", "Rain again", "--mood", "bad")
    return cli
  }

  @Test func groupsInTheTerminal() throws {
    let cli = try noted()
    #expect(
      try cli.ok("search", "cafe")
        == """
        Habits
          Morning run — Easy laps by the café

        Notes
          2026-11-19  Read  The ÉTÉ chapter, cafe-hopping
          2026-11-18  Morning run 😄  Café au lait

        """)
    #expect(try cli.ok("search", "CAFE", "rain") == "Nothing found for “cafe rain”.\n")
    #expect(
      try cli.ok("notes", "Morning")
        == "2026-11-19 😞  Rain again\n2026-11-18 😄  Café au lait\n")
    #expect(try cli.ok("notes", "Morning", "--mood", "bad") == "2026-11-19 😞  Rain again\n")
    #expect(try cli.ok("notes", "Morning", "--search", "lait") == "2026-11-18 😄  Café au lait\n")
  }

  @Test func nothingToSearchForIsAUsageError() throws {
    let cli = try noted()
    for words in [["*"], ["\"\"", "&&"], [String(repeating: "a", count: 201)]] {
      let run = try cli.run(["search"] + words, today: Self.day)
      #expect(run.status == 2, "\(words): \(run)")
      #expect(run.stderr.contains("Type a word") || run.stderr.contains("at most 200"))
    }
    let mood = try cli.run(["notes", "Morning", "--mood", "sad"], today: Self.day)
    #expect(mood.status == 2 && mood.stderr.contains("--mood must be one of"))
  }

  /// `--json` is the API's answer for the same data.
  @Test func jsonIsTheAPIsAnswer() async throws {
    let cli = try noted()
    let mine =
      try JSONSerialization.jsonObject(
        with: Data(try cli.ok("search", "caf", "--json").utf8)) as? NSDictionary
    let theirs = try await APISide.run(database: cli.database, day: Self.day) { side in
      try await side.send(.get, "/api/v1/search?q=caf").text
    }
    let api = try JSONSerialization.jsonObject(with: Data(theirs.utf8)) as? NSDictionary
    #expect(mine != nil && mine == api, "\(String(describing: mine))\n\(theirs)")
    #expect((mine?["notes"] as? [Any])?.count == 2)
  }
}
