import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Loop databases whose schema runs code while they are read are refused")
struct LoopSchemaRefusalTests {
  /// Loop's schema with `extra` added to the Repetitions table's columns.
  static func schema(repetitions extra: String) -> String {
    LoopFixture.schema.replacingOccurrences(
      of: "value integer not null, notes text);",
      with: "value integer not null, notes text, \(extra));")
  }

  /// A small file (a few KB) whose every entry costs seconds of work when its generated column
  /// is computed: text grown to a megabyte and rewritten by a chain of replaces.
  static func heavyFile() throws -> Data {
    let grown = "hex(zeroblob(400000))"
    let chain = (0..<12).reduce(grown) { text, _ in "replace(\(text), '0', 'a')" }
    let data = try LoopFixture.database(
      [LoopFixture.Habit(name: "Floss")],
      schema: schema(repetitions: "heavy text GENERATED ALWAYS AS (length(\(chain))) VIRTUAL"))
    return try LoopFixture.edited(
      data,
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
      INSERT INTO Repetitions (habit, timestamp, value) SELECT 1, i * 86400000, 2 FROM n
      """)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var message: String
    var file: @Sendable () throws -> Data
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a heavy generated column",
      message: "the Repetitions table has a generated column 'heavy'", file: heavyFile),
    Case(
      name: "a stored generated column",
      message: "the Habits table has a generated column 'shout'"
    ) {
      try LoopFixture.database(
        [LoopFixture.Habit(name: "Floss")],
        schema: LoopFixture.schema.replacingOccurrences(
          of: "question text, uuid text);",
          with: "question text, uuid text, shout text GENERATED ALWAYS AS (upper(name)) STORED);"))
    },
    Case(name: "a trigger", message: "the Repetitions table has a trigger 'touch'") {
      try LoopFixture.edited(
        try LoopFixture.database([LoopFixture.Habit(name: "Floss")]),
        """
        CREATE TRIGGER touch AFTER INSERT ON Repetitions BEGIN
          UPDATE Habits SET name = name WHERE id = new.habit;
        END
        """)
    },
    Case(name: "a view", message: "it has a view 'everything'") {
      try LoopFixture.edited(
        try LoopFixture.database([LoopFixture.Habit(name: "Floss")]),
        "CREATE VIEW everything AS SELECT * FROM Habits JOIN Repetitions")
    },
    Case(
      name: "a computed default",
      message: "the Repetitions table's column 'tag' has a computed default"
    ) {
      try LoopFixture.database(
        [LoopFixture.Habit(name: "Floss", entries: [("2024-01-05", 2, nil)])],
        schema: schema(repetitions: "tag text DEFAULT (hex(zeroblob(1000)))"))
    },
  ]

  @Test(arguments: cases)
  func refusedBeforeReadingNamingWhatAndWhereAndNothingChanges(_ testCase: Case) async throws {
    let test = try TestStore()
    try await test.store.create(habit("Read"))
    let file = try testCase.file()

    let error = await #expect(throws: StoreError.self) {
      try await test.store.importLoop(file, for: user, today: today, now: 1)
    }

    // The schema check refuses it by name; a read that ran the file's code until the budget was
    // spent would be refused as "took too long" instead.
    guard case .badFile(let message) = error else {
      Issue.record("expected badFile, got \(String(describing: error))")
      return
    }
    #expect(message.contains(testCase.message), "\(message)")
    #expect(try await test.store.changeSequence(for: user) == 1)
  }

  @Test func plainDefaultsAsLoopWritesThemAreAccepted() {
    for value in [
      "127", "0", "-1", "0.5", "\"\"", "''", "'it''s'", "NULL", "(0)", "X'00ff'", "1e3",
    ] {
      #expect(LoopSchemaCheck.isPlainValue(value), "\(value)")
    }
    for value in ["upper('a')", "(hex(zeroblob(9)))", "'a' || 'b'", "1 + 1", "'a'b'", "random()"] {
      #expect(!LoopSchemaCheck.isPlainValue(value), "\(value)")
    }
  }

  /// Whatever makes a read slow, the budget stops it: a budget of nothing refuses an ordinary
  /// backup at the first check.
  @Test func aReadPastTheBudgetIsRefused() throws {
    let entries = (0..<2_000).map { index in
      (Day(daysSinceEpoch: 19_000 + index).text, 2, String?.none)
    }
    let file = try LoopFixture.database([LoopFixture.Habit(name: "Floss", entries: entries)])
    #expect(try LoopDatabaseReader.habits(from: file).first?.entries.count == 2_000)

    let error = #expect(throws: StoreError.self) {
      try LoopDatabaseReader.habits(from: file, budget: LoopReadBudget(.zero))
    }

    #expect(error == LoopReadBudget.refusal)
  }
}
