import Foundation
import GRDB
import RippleCore
import RippleStore
import Testing

@testable import RippleImports

/// Hostile and broken files are refused with a message that says what is wrong, before
/// anything is written (the store tests show a refusal writes nothing).
@Suite struct ImportRefusalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var message: String
    var file: @Sendable () throws -> Data
    var testDescription: String { name }
  }

  static func text(_ text: String) -> Data { Data(text.utf8) }

  static func edited(_ name: String, _ from: String, _ to: String) throws -> Data {
    let text = String(decoding: try ImportFixtures.data(name), as: UTF8.self)
    return Data(text.replacingOccurrences(of: from, with: to).utf8)
  }

  static let cases: [Case] = [
    Case(name: "empty", message: "This CSV file is empty") { Data() },
    Case(name: "binary", message: "it holds binary data, so it is not a CSV file") {
      Data([0x41, 0x00, 0x42, 0x0A])
    },
    Case(name: "not UTF-8", message: "nor UTF-8 text") {
      Data([0x41, 0xFF, 0xFE, 0x0A])
    },
    Case(name: "larger than the limit", message: "The file is larger than 100 MB") {
      Data(count: FileImport.maximumSize + 1)
    },
    Case(name: "a CSV of 10 million rows", message: "more than 1000000 rows") {
      Data(String(repeating: "a\n", count: 10_000_000).utf8)
    },
    Case(name: "a field cut short", message: "ends inside a quoted field") {
      text("habit,date\n\"Run,2024-03-01\n")
    },
    Case(name: "a field of a megabyte", message: "longer than 100000 bytes") {
      text("habit,date\n" + String(repeating: "x", count: 1_000_000) + ",2024-03-01\n")
    },
    Case(name: "truncated JSON", message: "This JSON file is not an export Ripple reads") {
      Data(try ImportFixtures.data("habitkit.json").prefix(300))
    },
    Case(name: "HabitKit habits of the wrong type", message: "In this HabitKit file, 'habits'") {
      text(#"{"habits": "all of them", "completions": []}"#)
    },
    Case(name: "HabitKit without names", message: "This HabitKit file lacks 'habits.[0].name'") {
      text(#"{"habits": [{"id": "a"}], "completions": []}"#)
    },
    Case(name: "HabitKit date that is not one", message: "completion's date 'soon' is not a date") {
      try edited("habitkit.json", "2024-03-03T23:00:00.000Z", "soon")
    },
    Case(name: "Beaver day that is not one", message: "Beaver record's day '2024-02-30'") {
      try edited("beaver.json", "2024-02-10", "2024-02-30")
    },
    Case(name: "Habitica history with a bad value", message: "A row of Habitica's history.csv") {
      text("Task Name,Task ID,Task Type,Date,Value\nRun,a,daily,2024-03-01,lots\n")
    },
    Case(name: "JSON nested without end", message: "This JSON file is not an export Ripple reads") {
      text(#"{"tasks": "# + String(repeating: "[", count: 100_000))
    },
    Case(name: "JSON of something else", message: "This JSON file is not an export Ripple reads") {
      text(#"{"name": "a shopping list"}"#)
    },
    Case(name: "Tickmate with a trigger", message: "the ticks table has a trigger") {
      try tickmate("CREATE TRIGGER t AFTER INSERT ON ticks BEGIN SELECT 1; END;")
    },
    Case(
      name: "SQLite of another app",
      message: "not a Loop Habit Tracker backup: it has no Habits and Repetitions tables"
    ) {
      try tickmate("DROP TABLE ticks;")
    },
  ]

  @Test(arguments: cases) func isRefusedClearly(_ test: Case) throws {
    let data = try test.file()
    do {
      let read = try ImportFixtures.read(data: data)
      Issue.record("\(test.name) was read: \(read.bundle.habits.count) habits")
    } catch let error as StoreError {
      #expect(error.message.contains(test.message), "\(error.message)")
    }
  }

  /// The Tickmate fixture with `sql` run on a copy.
  static func tickmate(_ sql: String) throws -> Data {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tickmate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tickmate.db").path
    try ImportFixtures.data("tickmate.db").write(to: URL(fileURLWithPath: path))
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: sql) }
    try queue.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }
}
