import GRDB

/// The columns a table of a Loop database has: older versions lack some of them.
struct LoopColumns {
  var names: Set<String>

  init(_ db: Database, table: String, required: [String]) throws {
    names = Set(try db.columns(in: table).map { $0.name.lowercased() })
    if let missing = required.first(where: { !names.contains($0) }) {
      throw StoreError.badFile(
        "This SQLite file is not a Loop Habit Tracker backup: table \(table) has no column \(missing)"
      )
    }
  }
}
