import Foundation
import GRDB
import Testing

@Suite struct DataCommandTests {
  @Test func exportCSVToStdoutAndFile() throws {
    let cli = try CLI()
    try cli.ok("add", "Read", today: "2026-01-05")
    try cli.ok("done", "Read", "--date", "2026-01-06", "--note", "a, \"good\" one")
    try cli.ok("skip", "Read", "--date", "2026-01-07")

    #expect(
      try cli.ok("export") == "Habit Name,Date,Status,Value,Note\r\n"
        + "Read,2026-01-06,Completed,,\r\nRead,2026-01-07,Skipped,,\r\n")
    #expect(
      try cli.ok("export", "--notes", "--from", "2026-01-06", "--to", "2026-01-06")
        == "Habit Name,Date,Status,Value,Note\r\nRead,2026-01-06,Completed,,\"a, \"\"good\"\" one\"\r\n"
    )
    let file = cli.file("export.csv")
    #expect(try cli.ok("export", "-o", file) == "Exported to \(file).\n")
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("Habit Name,Date"))
  }

  @Test func exportJSONWithARange() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let json = try cli.ok("export", "--format", "json", "--from", "yesterday")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    #expect(object["format"] as? String == "ripple-export")
    #expect(object["start"] as? String == "2026-01-07")
    #expect(object["end"] as? String == "2026-01-08")
    #expect((object["habits"] as? [Any])?.count == 4)
    #expect((object["checkIns"] as? [Any])?.count == 5)
    let reversed = try cli.run("export", "--from", "2026-01-08", "--to", "2026-01-01")
    #expect(reversed.status == 2)
    #expect(reversed.stderr == "Error: --from must not be after --to\n")
  }

  @Test func backupAndRestore() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)
    let before = try cli.ok("today")
    let file = cli.file("backup.json")

    #expect(
      try cli.ok("backup", "-o", file) == "Backed up 4 habits and 10 check-ins to \(file).\n")
    try cli.ok("delete", "Exercise", "--yes")
    try cli.ok("add", "Something else")
    #expect(
      try cli.ok("restore", file, "--yes")
        == "Restored 4 habits and 10 check-ins from \(file).\n")
    #expect(try cli.ok("today") == before)
  }

  @Test func restoreIntoAnotherDatabase() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)
    let backup = try cli.ok("backup", "-o", "-")
    let other = try CLI()

    let result = try other.run(
      ["restore", "-", "--yes", "--json"], today: other.today, stdin: backup)

    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("\"habits\" : 4"))
    #expect(try other.ok("history", "--days", "7") == (try cli.ok("history", "--days", "7")))
  }

  @Test func importLoopBackup() throws {
    let cli = try CLI()
    try cli.ok("add", "Meditate")
    let file = cli.file("Loop Habits Backup.db")
    try LoopBackup.write(
      to: file, habits: ["Meditate", "Stretch"],
      entries: [(1, "2026-01-06", 2), (1, "2026-01-07", 2), (2, "2026-01-07", 0)])

    #expect(
      try cli.ok("import", "loop", file)
        == "Imported 2 habits and 3 check-ins from Loop: Meditate (2), Stretch.\n")
    #expect(
      try cli.ok("history", "--days", "3").contains(
        """
        Meditate      ◌
        Meditate (2)  ◌  ●  ●
        Stretch       ◌  ○

        """))
  }
}

extension DataCommandTests {
  @Test func importLoopListsWhatItSkipped() throws {
    let cli = try CLI()
    let file = cli.file("Loop Habits Backup.db")
    try LoopBackup.write(
      to: file, habits: ["Stretch"], entries: [(1, "1999-12-31", 2), (1, "2026-01-07", 2)])

    #expect(
      try cli.ok("import", "loop", file)
        == """
        Imported 1 habits and 1 check-ins from Loop: Stretch.
        Skipped 'Stretch': 1 entry before 2000-01-01 (1999-12-31)

        """)
  }
}

/// A minimal Loop Habit Tracker backup: the `Habits` and `Repetitions` tables.
enum LoopBackup {
  static func write(to path: String, habits: [String], entries: [(Int, String, Int)]) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE Habits (id integer primary key autoincrement, archived integer,
            color integer, description text, freq_den integer, freq_num integer, name text,
            position integer, type integer not null default 0);
          CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null,
            timestamp integer not null, value integer not null);
          PRAGMA user_version = 25;
          """)
      for (index, name) in habits.enumerated() {
        try db.execute(
          sql: "INSERT INTO Habits (archived, color, freq_den, freq_num, name, position) "
            + "VALUES (0, 8, 1, 1, ?, ?)",
          arguments: [name, index])
      }
      for (habit, day, value) in entries {
        let parts = day.split(separator: "-").map { Int($0)! }
        let components = DateComponents(
          calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
          year: parts[0], month: parts[1], day: parts[2])
        let millis = Int64(components.date!.timeIntervalSince1970 * 1000)
        try db.execute(
          sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)",
          arguments: [habit, millis, value])
      }
    }
    try queue.close()
  }
}
