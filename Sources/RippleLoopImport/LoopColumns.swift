import GRDB
import RippleStore

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

  /// The SELECT list of those of Loop's `columns` this table has, quoted: a file's other
  /// columns are never read.
  func selection(of columns: [String]) -> String {
    columns.filter(names.contains).map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
