import Foundation
import Testing

/// `ripple health`: linking habits to measures, importing an export into check-ins (never over a
/// day the person logged, nothing the second time), and a clear refusal for a file that is not
/// an export; `ripple users token --habit` limits a check-in token.
@Suite struct HealthCommandTests {
  static let today = "2024-03-05"

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/health/\(name)").path
  }

  @Test func linkImportAndUnlink() throws {
    let cli = try CLI(today: Self.today)
    try cli.ok("add", "Walk", today: "2024-02-20")
    try cli.ok("add", "Run", today: "2024-02-20")
    try cli.ok("skip", "Walk", "--date", "2024-03-02")
    #expect(try cli.ok("health").hasPrefix("No habit is linked to health data"))
    let refused = try cli.run("health", "link", "Walk", "steps", "0")
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("greater than 0"), "\(refused)")
    #expect(try cli.ok("health", "link", "Walk", "steps", "5000") == "Linked Walk: Steps ≥ 5,000\n")
    try cli.ok("health", "link", "Run", "workoutMinutes", "30", "--workout", "running")

    #expect(
      try cli.ok("health", "import", Self.fixture("apple-export.zip"))
        == """
        Added 2 check-ins from Apple Health.
          Walk: 1
          Run: 1
        3 records had an unreadable date or value and were skipped.

        """)
    let again = try cli.ok("health", "import", Self.fixture("apple-export.zip"), "--json")
    #expect(again.contains(#""added" : 0"#), "\(again)")
    #expect(
      try cli.ok("health")
        == "Walk: Steps ≥ 5,000 (1 day from health data)\nRun: Running ≥ 30 min (1 day from health data)\n"
    )
    #expect(try cli.ok("notes", "Walk") == "2024-03-01  From Apple Health: 5,500 steps\n")

    let foreign = try cli.run("health", "import", Self.fixture("not-an-export.pdf"))
    #expect(foreign.status != 0)
    #expect(!foreign.stderr.isEmpty, "\(foreign)")
    #expect(try cli.ok("health", "unlink", "Run").hasPrefix("Unlinked Run"))
    #expect(try cli.run("health", "unlink", "Run").status != 0)
  }
}
