import Foundation
import Testing

/// Every user mistake gives one line on stderr and a documented exit code, never a trace.
@Suite struct ErrorCaseTests {
  private func expectError(
    _ result: RunResult, status: Int32, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == status, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stderr == "Error: \(message)\n", sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
  }

  @Test func unknownHabit() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")

    expectError(
      try cli.run("done", "Write"), status: 3,
      "No habit is named 'Write'; 'ripple list --all' shows your habits")
  }

  @Test func ambiguousPrefixListsTheCandidates() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    try cli.ok("add", "Run")
    try cli.ok("add", "Journal")

    expectError(
      try cli.run("done", "r"), status: 2,
      "'r' matches 2 habits: 'Read', 'Run'; type more of the name")
  }

  @Test func uniquePrefixAndExactNameInAnyCaseFindTheHabit() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    try cli.ok("add", "Reading list")

    #expect(try cli.ok("done", "READ").hasPrefix("● Read: done today"))
    #expect(try cli.ok("done", "reading").hasPrefix("● Reading list: done today"))
  }

  @Test func archivedHabitIsNamedWithTheFix() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    try cli.ok("archive", "Read")

    expectError(
      try cli.run("done", "Read"), status: 3,
      "'Read' is archived; run 'ripple unarchive \"Read\"' first")
  }

  @Test func badDates() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")

    expectError(
      try cli.run("done", "Read", "--date", "2026-02-30"), status: 2,
      "The value '2026-02-30' is invalid for '--date <day>': 2026-2-30 is not a date in the calendar (or 'today', 'yesterday') (see 'ripple done --help')"
    )
    expectError(
      try cli.run("skip", "Read", "--date", "next week"), status: 2,
      "The value 'next week' is invalid for '--date <day>': 'next week' is not a date in the form yyyy-MM-dd (or 'today', 'yesterday') (see 'ripple skip --help')"
    )
    expectError(
      try cli.run("done", "Read", "--date", "2026-01-09"), status: 4,
      "You can't log a day that hasn't happened yet")
  }

  @Test func badRIPPLE_TODAY() throws {
    let cli = try CLI()

    expectError(
      try cli.run("today", today: "01/08/2026"), status: 2,
      "RIPPLE_TODAY: '01/08/2026' is not a date in the form yyyy-MM-dd")
  }

  @Test func badFrequencies() throws {
    let cli = try CLI()

    expectError(
      try cli.run("add", "Run", "--weekly", "9"), status: 4,
      "Weekly target must be between 1 and 7 times")
    expectError(
      try cli.run("add", "Run", "--every", "0"), status: 4, "Repeat every 1 to 365 days")
    expectError(
      try cli.run("add", "Run", "--times", "5", "--in", "3"), status: 4,
      "Times must be between 1 and the number of days (at most 365)")
    expectError(
      try cli.run("add", "Run", "--weekly", "often"), status: 2,
      "The value 'often' is invalid for '--weekly <n>' (see 'ripple add --help')")
    expectError(
      try cli.run("add", "Run", "--days", "mon,funday"), status: 2,
      "The value 'mon,funday' is invalid for '--days <list>': 'funday' is not a weekday: use mon, tue, wed, thu, fri, sat, sun (see 'ripple add --help')"
    )
    expectError(
      try cli.run("add", "Run", "--daily", "--weekly", "3"), status: 2,
      "Choose one schedule: --daily, --weekly N, --days LIST, --every N, --times N --in D or --monthly LIST (see 'ripple add --help')"
    )
    #expect(try cli.ok("list") == "No habits yet. Add one with: ripple add NAME\n")
  }

  @Test func nameTooLongOrTaken() throws {
    let cli = try CLI()

    expectError(
      try cli.run("add", String(repeating: "x", count: 51)), status: 4,
      "Name must be 50 characters or fewer")
    expectError(try cli.run("add", "   "), status: 4, "Please enter a habit name")
    try cli.ok("add", String(repeating: "x", count: 50))
    expectError(
      try cli.run("add", String(repeating: "X", count: 50)), status: 4,
      "A habit with this name already exists")
  }

  @Test func freePlanLimit() throws {
    let cli = try CLI()
    for name in ["A1", "A2", "A3", "A4", "A5"] { try cli.ok("add", name) }

    let result = try cli.run("add", "A6")

    #expect(result.status == 6)
    #expect(result.stderr.hasPrefix("Error: The free plan includes up to 5 active habits."))
  }

  @Test func restoreOfABrokenFileChangesNothing() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    let broken = cli.file("broken.json")
    try Data("{\"format\": \"ripple-backup\", \"version\": 1, \"habits\": [".utf8)
      .write(to: URL(fileURLWithPath: broken))

    expectError(
      try cli.run("restore", broken, "--yes"), status: 5,
      "This is not a Ripple backup: the file is not valid JSON; nothing was changed")
    #expect(try cli.ok("list").contains("Read"))
  }

  @Test func restoreOfAnotherAppsJSONOrAMissingFile() throws {
    let cli = try CLI()
    let other = cli.file("other.json")
    try Data("{\"name\": \"something else\"}".utf8).write(to: URL(fileURLWithPath: other))

    expectError(
      try cli.run("restore", other, "--yes"), status: 5,
      "This is not a Ripple backup (it has no version); nothing was changed")
    expectError(
      try cli.run("restore", cli.file("missing.json"), "--yes"), status: 3,
      "There is no file at \(cli.file("missing.json"))")
  }

  @Test func importOfANonLoopFile() throws {
    let cli = try CLI()
    let file = cli.file("notes.txt")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: file))

    expectError(
      try cli.run("import", "loop", file), status: 5,
      "This is not a Loop Habit Tracker file: choose the .db file of its full backup or the .zip of its CSV export; nothing was changed"
    )
  }

  @Test func databaseThatIsNotRipples() throws {
    let cli = try CLI()
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: cli.database))

    let result = try cli.run("list")

    #expect(result.status == 5)
    #expect(result.stderr.hasPrefix("Error: Cannot open \(cli.database): "))
    #expect(result.stderr.hasSuffix(" (choose another file with --database)\n"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func confirmationNeedsATerminalOrYes() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")

    expectError(
      try cli.run("delete", "Read"), status: 2,
      "Delete 'Read' and its 0 check-ins? This cannot be undone. There is no terminal to confirm on: add --yes"
    )
    #expect(try cli.ok("list").contains("Read"))
  }

  @Test func usageErrorsPointAtHelp() throws {
    let cli = try CLI()

    expectError(
      try cli.run("done"), status: 2,
      "Missing expected argument '<habit>' (see 'ripple done --help')")
    expectError(
      try cli.run("history", "--days", "0"), status: 2,
      "--days must be between 1 and 3660 (see 'ripple history --help')")
    expectError(
      try cli.run("export", "--format", "xml"), status: 2,
      "The value 'xml' is invalid for '--format <format>': 'xml' is not an export format: use csv or json (see 'ripple export --help')"
    )
  }

  @Test func statisticsBeyondTheFreePlan() throws {
    let cli = try CLI()

    expectError(
      try cli.run("stats", "--range", "month"), status: 6,
      "Monthly, yearly and all-time statistics are part of Premium. The free plan shows --range week and 7d."
    )
  }

  @Test func helpListsTheExitCodes() throws {
    let cli = try CLI()

    let output = try cli.ok("--help")

    #expect(output.contains("Exit codes:\n  0  success\n  1  "))
    #expect(output.contains("\n  3  no habit (or file) by that name\n"))
    #expect(output.contains("\n  5  the database, backup or import file is damaged"))
  }
}
