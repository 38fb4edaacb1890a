import Foundation
import GRDB
import RippleCore
import RippleLoopImport
import RippleStore
import RippleStoreSQLite

/// Tickmate's database (`tickmate.db`, its Settings → Export database): `tracks(_id, name,
/// description, enabled, multiple_entries_per_day, "order")` and `ticks(_track_id, year, month,
/// day)`, where `month` counts from 0 as Java's `Calendar.MONTH` does. Opened the way a Loop
/// backup is: read-only, defensively, with its schema checked and a time budget.
enum TickmateDatabase {
  static func drafts(_ data: Data) throws -> (drafts: [HabitDraft], skipped: [String]) {
    let budget = LoopReadBudget()
    do {
      return try LoopFileCopy.reading(data, named: "tickmate.db") { file in
        let queue = try LoopDatabaseOpening.queue(path: file.path)
        defer { try? queue.close() }
        return try queue.read { db in
          budget.start(db)
          defer { budget.stop(db) }
          return try drafts(db)
        }
      }
    } catch let error as StoreError {
      throw error
    } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
      throw StoreError.badFile(
        "This file took too long to read; it is not a Tickmate database Ripple can import")
    } catch {
      throw StoreError.badFile(
        "This Tickmate database cannot be read: \(DatabaseInspection.describe(error))")
    }
  }

  static func isTickmate(_ db: Database) throws -> Bool {
    let tables = Set(
      try String.fetchAll(db, sql: "SELECT lower(name) FROM sqlite_master WHERE type = 'table'"))
    return tables.contains("tracks") && tables.contains("ticks")
  }

  private static func drafts(_ db: Database) throws -> (drafts: [HabitDraft], skipped: [String]) {
    guard try isTickmate(db) else {
      throw StoreError.badFile("This SQLite file is neither a Loop backup nor a Tickmate database")
    }
    try LoopSchemaCheck.check(db, tables: ["tracks", "ticks"], app: "Tickmate")
    let trackCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM tracks") ?? 0
    guard trackCount <= FileImport.maximumHabits else {
      throw StoreError.badFile(
        "This Tickmate database has \(trackCount) tracks; Ripple imports at most \(FileImport.maximumHabits)"
      )
    }
    let tickCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM ticks") ?? 0
    guard tickCount <= FileImport.maximumEntries * 4 else {
      throw StoreError.badFile(
        "This Tickmate database has more than \(FileImport.maximumEntries * 4) ticks")
    }
    let columns = Set(
      try String.fetchAll(db, sql: "SELECT lower(name) FROM pragma_table_info('tracks')"))
    func column(_ name: String, or fallback: String) -> String {
      columns.contains(name) ? "\"\(name)\"" : fallback
    }
    var drafts: [HabitDraft] = []
    var index: [Int64: Int] = [:]
    let tracks = try Row.fetchCursor(
      db,
      sql: """
        SELECT _id, name, \(column("description", or: "''")), \(column("enabled", or: "1")),
          \(column("multiple_entries_per_day", or: "0")), \(column("order", or: "-1"))
        FROM tracks ORDER BY 6, 1
        """)
    while let row = try tracks.next() {
      guard let id = row[0] as Int64?, let name = row[1] as String? else {
        throw StoreError.badFile("A Tickmate track has no id or name")
      }
      var draft = HabitDraft(name: name)
      draft.description = (row[2] as String?) ?? ""
      draft.isArchived = ((row[3] as Int64?) ?? 1) == 0
      if ((row[4] as Int64?) ?? 0) != 0 {
        draft.measure = .numeric(target: 1, unit: "ticks", kind: .atLeast)
      }
      index[id] = drafts.count
      drafts.append(draft)
    }
    var unreadable = 0
    let ticks = try Row.fetchCursor(db, sql: "SELECT _track_id, year, month, day FROM ticks")
    while let row = try ticks.next() {
      guard let track = row[0] as Int64?, let at = index[track],
        let year = row[1] as Int?, let month = row[2] as Int?, let dayOfMonth = row[3] as Int?,
        let day = try? Day(year: year, month: month + 1, day: dayOfMonth)
      else {
        unreadable += 1
        continue
      }
      if drafts[at].measure.isNumeric {
        drafts[at].add(1, on: day)
      } else {
        drafts[at].record(day, DraftDay(state: .done))
      }
    }
    return (drafts, unreadable == 0 ? [] : ["\(unreadable) ticks without a track or a real date"])
  }
}
