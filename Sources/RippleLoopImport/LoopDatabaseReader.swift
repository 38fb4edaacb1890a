import Foundation
import GRDB
import RippleCore
import RippleStore
import RippleStoreSQLite

/// Reads Loop's SQLite backup (`Loop Habits Backup <date>.db`): tables `Habits` and
/// `Repetitions`, with the columns of every schema version up to Loop's migration 25. Every cell
/// is checked (`LoopCell`): a hostile file is refused, never trusted. The file is opened
/// defensively (`LoopDatabaseOpening`), its schema is checked before any row is read
/// (`LoopSchemaCheck`), only Loop's own columns are read, and the read has a time budget
/// (`LoopReadBudget`).
enum LoopDatabaseReader {
  /// Loop's columns, the only ones read (older files lack some).
  static let habitColumns = [
    "id", "name", "question", "description", "freq_num", "freq_den", "color", "type",
    "target_type", "target_value", "unit", "reminder_hour", "reminder_min", "reminder_days",
    "archived", "position",
  ]
  static let entryColumns = ["id", "habit", "timestamp", "value", "notes"]

  static func habits(
    from data: Data, budget: LoopReadBudget = LoopReadBudget()
  ) throws -> [LoopHabit] {
    do {
      return try LoopFileCopy.reading(data, named: "loop.db") { file in
        let queue = try LoopDatabaseOpening.queue(path: file.path)
        defer { try? queue.close() }
        return try queue.read { db in
          budget.start(db)
          defer { budget.stop(db) }
          return try habits(db)
        }
      }
    } catch let error as StoreError {
      throw error
    } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
      throw LoopReadBudget.refusal
    } catch let error as DatabaseError where error.resultCode == .SQLITE_TOOBIG {
      throw StoreError.badFile(
        "This Loop backup holds a text or blob longer than \(LoopDatabaseOpening.maximumValueLength) bytes"
      )
    } catch {
      throw StoreError.badFile(
        "This Loop backup cannot be read: \(DatabaseInspection.describe(error))")
    }
  }

  static func habits(_ db: Database) throws -> [LoopHabit] {
    let tables = Set(
      try String.fetchAll(db, sql: "SELECT lower(name) FROM sqlite_master WHERE type = 'table'"))
    guard tables.contains("habits"), tables.contains("repetitions") else {
      throw StoreError.badFile(
        "This SQLite file is not a Loop Habit Tracker backup: it has no Habits and Repetitions tables"
      )
    }
    try LoopSchemaCheck.check(db, tables: ["Habits", "Repetitions"])
    let columns = try LoopColumns(db, table: "Habits", required: ["id", "name"])
    try LoopImport.checkCount(try Int.fetchOne(db, sql: "SELECT count(*) FROM Habits") ?? 0)
    let entries = try self.entries(db)
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    var habits: [LoopHabit] = []
    let rows = try Row.fetchCursor(
      db, sql: "SELECT \(columns.selection(of: habitColumns)) FROM Habits")
    var ordinal = 0
    while let row = try rows.next() {
      ordinal += 1
      let id = (row["id"] as DatabaseValue).storage
      let name: String
      if case .int64(let number) = id { name = "id \(number)" } else { name = "#\(ordinal)" }
      let cell = LoopCell(row: row, table: "Habits", rowName: name)
      var habit = try LoopHabitRow.habit(cell, version: version)
      if case .int64(let number) = id { habit.entries = entries[number, default: []] }
      habits.append(habit)
    }
    return habits
  }

  /// Entries by habit id; timestamps are milliseconds of 00:00 UTC of the local date. Before
  /// Loop's migration 16 an entry had no value: it was a check (YES_MANUAL), as Loop migrates it.
  private static func entries(_ db: Database) throws -> [Int64: [LoopEntry]] {
    let columns = try LoopColumns(db, table: "Repetitions", required: ["habit", "timestamp"])
    try LoopImport.checkEntryCount(
      try Int.fetchOne(db, sql: "SELECT count(*) FROM Repetitions") ?? 0)
    let sql = """
      SELECT \(columns.selection(of: entryColumns)) FROM Repetitions ORDER BY habit, timestamp
      """
    var entries: [Int64: [LoopEntry]] = [:]
    let rows = try Row.fetchCursor(db, sql: sql)
    var ordinal = 0
    while let row = try rows.next() {
      ordinal += 1
      let name: String
      if case .int64(let number) = (row["id"] as DatabaseValue).storage {
        name = "id \(number)"
      } else {
        name = "#\(ordinal)"
      }
      let cell = LoopCell(row: row, table: "Repetitions", rowName: name)
      let habit = try cell.integer("habit", in: Int64.min...Int64.max)
      let timestamp = try cell.integer("timestamp", in: Int64.min...Int64.max)
      let value = try cell.int(
        "value", in: Int(Int32.min)...Int(Int32.max), fallback: LoopEntry.yesManual)
      let entry = LoopEntry(
        day: Day(daysSinceEpoch: Int(timestamp.floorDiv(86_400_000))), value: value,
        notes: try cell.text("notes"))
      entries[habit, default: []].append(entry)
    }
    return entries
  }
}

extension Int64 {
  func floorDiv(_ divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
