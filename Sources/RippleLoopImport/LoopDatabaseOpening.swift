import Foundation
import GRDB
import RippleSQLiteHardening
import RippleStore

/// Opens a Loop backup, a SQLite file from elsewhere, so that its schema can do nothing of its
/// own: read-only, in SQLite's defensive mode, with the schema's functions untrusted, extension
/// loading off and no text or blob longer than `maximumValueLength`.
package enum LoopDatabaseOpening {
  /// The longest text or blob a cell may hold or an expression may make: far more than any
  /// habit name or note.
  static let maximumValueLength: Int32 = 1_000_000

  /// The file at `path`, which must be a copy of its own: its header may be rewritten.
  package static func queue(path: String) throws -> DatabaseQueue {
    try readWithoutJournal(path: path)
    var configuration = Configuration()
    configuration.readonly = true
    configuration.label = "Loop backup"
    configuration.prepareDatabase { db in
      guard let connection = db.sqliteConnection else { return }
      let code = ripple_sqlite3_harden(UnsafeMutableRawPointer(connection), maximumValueLength)
      let result = ResultCode(rawValue: code)
      guard result == .SQLITE_OK else { throw DatabaseError(resultCode: result) }
      try db.execute(sql: "PRAGMA trusted_schema = OFF")
    }
    return try DatabaseQueue(path: path, configuration: configuration)
  }

  /// A backup copied from a database in WAL mode says so in its header, and SQLite would then
  /// look for (and create) `-wal` and `-shm` files beside it. The copy has no log to replay, so
  /// it is read as a database in rollback mode (header bytes 18 and 19 set to 1).
  private static func readWithoutJournal(path: String) throws {
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: 18)
    guard let versions = try handle.read(upToCount: 2), versions.count == 2,
      versions.contains(2)
    else { return }
    try handle.seek(toOffset: 18)
    try handle.write(contentsOf: Data([1, 1]))
  }
}
