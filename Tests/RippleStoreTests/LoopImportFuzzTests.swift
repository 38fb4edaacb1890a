import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Mutated Loop backups are refused or imported, never a crash")
struct LoopImportFuzzTests {
  static let columns: [(table: String, column: String)] = [
    ("Habits", "name"), ("Habits", "question"), ("Habits", "description"),
    ("Habits", "freq_num"), ("Habits", "freq_den"), ("Habits", "color"), ("Habits", "type"),
    ("Habits", "target_type"), ("Habits", "target_value"), ("Habits", "unit"),
    ("Habits", "reminder_hour"), ("Habits", "reminder_min"), ("Habits", "reminder_days"),
    ("Habits", "archived"), ("Habits", "position"), ("Repetitions", "habit"),
    ("Repetitions", "timestamp"), ("Repetitions", "value"), ("Repetitions", "notes"),
  ]

  static let values: [DatabaseValue] = [
    .null, "text".databaseValue, "".databaseValue, "12".databaseValue,
    Data([0, 1, 2]).databaseValue, 1e300.databaseValue,
    (-1e300).databaseValue, 0.5.databaseValue, Int64.max.databaseValue,
    Int64.min.databaseValue, (-1).databaseValue, 0.databaseValue, 1.databaseValue,
    Int64(Int32.max).databaseValue, (Int64(Int32.max) + 1).databaseValue,
    (-86_400_000 * 20_000).databaseValue, (86_400_000 * 3_000_000).databaseValue,
    String(repeating: "é", count: 300).databaseValue,
  ]

  static func base() throws -> Data {
    try LoopFixture.database([
      LoopFixture.Habit(
        name: "Floss", freq: (3, 7), reminder: (8, 30, 0b101),
        entries: [("2024-01-01", 2, "ok"), ("2024-01-02", 0, nil), ("2024-01-03", 3, nil)]),
      LoopFixture.Habit(
        name: "Pages", numerical: true, target: 20, unit: "pages", position: 1,
        entries: [("2024-01-01", 25_000, nil), ("2024-01-02", -1, nil)]),
      LoopFixture.Habit(
        name: "Snacks", freq: (2, 5), numerical: true, atMost: true, target: 2, position: 2,
        entries: [("2024-01-01", 3_000, nil)]),
    ])
  }

  /// 120 files, each with one to three cells set to a hostile value (seeded, so a failure
  /// names a file that can be made again).
  @Test func refusedOrImportedNeverACrash() async throws {
    let base = try Self.base()
    var random = SeededRandom(seed: 0x5EED_100F)
    let test = try TestStore()
    var outcomes = (imported: 0, refused: 0)
    for round in 0..<120 {
      var statements: [(String, DatabaseValue)] = []
      for _ in 0...random.next(below: 3) {
        let (table, column) = Self.columns[random.next(below: Self.columns.count)]
        let value = Self.values[random.next(below: Self.values.count)]
        let row = 1 + random.next(below: table == "Habits" ? 3 : 6)
        statements.append(("UPDATE \(table) SET \(column) = ? WHERE id = \(row)", value))
      }
      let file = try Self.mutated(base, statements)
      let before = try await test.store.changeSequence(for: user)
      let habitsBefore = try await test.store.habits(for: user, filter: .all).count
      do {
        let summary = try await test.store.importLoop(file, for: user, today: today, now: 1)
        outcomes.imported += 1
        #expect(
          try await test.store.habits(for: user, filter: .all).count
            == habitsBefore + summary.habits, "round \(round)")
      } catch StoreError.badFile {
        outcomes.refused += 1
        #expect(try await test.store.changeSequence(for: user) == before, "round \(round)")
      } catch {
        Issue.record("round \(round) \(statements): unexpected \(error)")
      }
    }
    // Whatever was imported can be backed up and restored.
    let backup = try await test.store.backup(for: user, now: 1).encoded()
    _ = try await TestStore().store.restore(
      try BackupDocument.decode(backup), for: user, today: today)
    #expect(outcomes.imported > 10 && outcomes.refused > 10, "\(outcomes)")
  }

  /// `base` with the statements run on it; one the schema refuses (NOT NULL) is left out.
  static func mutated(_ base: Data, _ statements: [(String, DatabaseValue)]) throws -> Data {
    try LoopFixture.withFile { path in
      try base.write(to: URL(fileURLWithPath: path))
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        for (sql, value) in statements {
          try? db.execute(sql: sql, arguments: [value])
        }
      }
      try queue.close()
    }
  }
}
