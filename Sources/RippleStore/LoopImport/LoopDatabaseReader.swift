import Foundation
import GRDB
import RippleCore

/// Reads Loop's SQLite backup (`Loop Habits Backup <date>.db`): tables `Habits` and
/// `Repetitions`, with the columns of every schema version up to Loop's migration 25.
enum LoopDatabaseReader {
  static func habits(from data: Data) throws -> [LoopHabit] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-loop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("loop.db")
    try data.write(to: file)
    do {
      let queue = try DatabaseQueue(path: file.path)
      defer { try? queue.close() }
      return try queue.read(habits)
    } catch let error as StoreError {
      throw error
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
    let columns = try LoopColumns(db, table: "Habits", required: ["id", "name"])
    let entries = try self.entries(db)
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    let sql = """
      SELECT id, \(columns.select([
        ("name", "''"), ("question", "''"), ("description", "''"), ("freq_num", "1"),
        ("freq_den", "1"), ("color", "8"), ("type", "0"), ("target_type", "0"),
        ("target_value", "0"), ("unit", "''"), ("reminder_hour", "NULL"), ("reminder_min", "NULL"),
        ("reminder_days", "127"), ("archived", "0"), ("position", "0"),
      ])) FROM Habits ORDER BY position, id
      """
    return try Row.fetchAll(db, sql: sql).map { row in
      var habit = LoopHabit(name: row[1] ?? "")
      habit.question = row[2] ?? ""
      habit.description = row[3] ?? ""
      habit.frequencyNumerator = row[4] ?? 1
      habit.frequencyDenominator = row[5] ?? 1
      let color: Int = row[6] ?? 8
      habit.color = LoopColors.hex(
        index: (1..<21).contains(version) ? LoopColors.upgradedIndex(color) : color)
      habit.isNumerical = (row[7] ?? 0) == 1
      habit.targetIsAtMost = (row[8] ?? 0) == 1
      habit.targetValue = row[9] ?? 0
      habit.unit = row[10] ?? ""
      if let hour: Int = row[11], let minute: Int = row[12] {
        habit.reminder = (hour * 60 + minute, row[13] ?? 127)
      }
      habit.isArchived = (row[14] ?? 0) != 0
      habit.position = row[15] ?? 0
      habit.entries = entries[row[0], default: []]
      return habit
    }
  }

  /// Entries by habit id; timestamps are milliseconds of 00:00 UTC of the local date.
  private static func entries(_ db: Database) throws -> [Int64: [LoopEntry]] {
    let columns = try LoopColumns(
      db, table: "Repetitions", required: ["habit", "timestamp", "value"])
    let sql = """
      SELECT habit, timestamp, value, \(columns.select([("notes", "''")]))
      FROM Repetitions WHERE habit IS NOT NULL AND timestamp IS NOT NULL ORDER BY habit, timestamp
      """
    var entries: [Int64: [LoopEntry]] = [:]
    let rows = try Row.fetchCursor(db, sql: sql)
    while let row = try rows.next() {
      let timestamp: Int64 = row[1]
      let day = Day(daysSinceEpoch: Int(timestamp.floorDiv(86_400_000)))
      let entry = LoopEntry(day: day, value: row[2] ?? LoopEntry.unknown, notes: row[3] ?? "")
      entries[row[0], default: []].append(entry)
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
