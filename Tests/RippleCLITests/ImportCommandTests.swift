import Foundation
import Testing

/// `ripple import FILE`: the kind found from the file, a preview that adds nothing, a CSV's
/// choices asked for by their options, and a second import that adds nothing.
@Suite struct ImportCommandTests {
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/imports/\(name)").path
  }

  @Test func aFileIsPreviewedThenImportedOnce() throws {
    let cli = try CLI(today: "2024-06-20")
    let preview = try cli.ok("import", Self.fixture("beaver.json"), "--preview")
    #expect(
      preview == """
        Found a Beaver Habit Tracker file. Habits, archived habits, weekly goals and each day's tick and note.
          Swim: 1 check-in (2024-02-10 to 2024-02-10)
          Read: 3 check-ins (2024-03-01 to 2024-03-03)
        Would import 2 new habits and 4 check-ins.
        Skipped 1 habits Beaver keeps as deleted
        Adjusted 'Read': a day with a note but no tick (2024-03-03) imported as skipped, keeping its note

        """)
    #expect(try cli.run("list", "--all").stdout.contains("Read") == false)
    let imported = try cli.ok("import", Self.fixture("beaver.json"))
    #expect(imported.contains("Imported 2 new habits and 4 check-ins."))
    let again = try cli.ok("import", Self.fixture("beaver.json"))
    #expect(
      again.contains("Read: 3 check-ins (2024-03-01 to 2024-03-03) → your habit of that name"))
    #expect(again.contains("Imported 0 new habits and 0 check-ins."))
  }

  @Test func aCSVsChoicesAreAskedForByTheirOptions() throws {
    let cli = try CLI(today: "2024-06-20")
    let asked = try cli.run("import", Self.fixture("ambiguous.csv"))
    #expect(asked.status != 0)
    #expect(asked.stdout.contains("Columns: habit, date, done"))
    #expect(
      asked.stderr.contains(
        "The dates in 'date' read both day first and month first: choose which: give --dates ymd, dmy or mdy."
      ))
    #expect(
      try cli.ok("import", Self.fixture("ambiguous.csv"), "--dates", "mdy", "--json")
        .contains(#""first" : "2024-03-04""#))
    let unknown = try cli.run("import", Self.fixture("ambiguous.csv"), "--habit", "Who")
    #expect(unknown.status != 0)
    #expect(unknown.stderr.contains("The file has no column named 'Who': give --habit COLUMN."))
    let wrongKind = try cli.run("import", Self.fixture("ambiguous.csv"), "--from", "habitkit")
    #expect(wrongKind.status != 0)
    #expect(
      wrongKind.stderr.contains("This file is not a HabitKit export; it looks like a CSV file"))
  }
}
