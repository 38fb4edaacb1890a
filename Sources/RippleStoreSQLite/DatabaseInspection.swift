import Foundation
import GRDB
import RippleStore

/// Looks at an existing file before Ripple opens it for writing, so a file that is not a usable
/// Ripple database is refused untouched.
package enum DatabaseInspection {
  package static let sqliteMagic = Array("SQLite format 3\0".utf8)

  static func check(path: String, verify: Bool) throws(StoreError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
    if isFolder.boolValue { throw unusable(path, "it is a folder, not a database file") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw unusable(path, "the file cannot be read (check its permissions)")
    }
    let header = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
    try? handle.close()
    // An empty file holds nothing to lose: SQLite makes it a database.
    if header.isEmpty { return }
    guard header.count >= sqliteMagic.count, Array(header.prefix(16)) == sqliteMagic else {
      throw unusable(path, "it is not a SQLite database")
    }
    do {
      try inspectContents(path: path, verify: verify)
    } catch let error as StoreError {
      throw error
    } catch {
      throw unusable(path, describe(error))
    }
  }

  private static func inspectContents(path: String, verify: Bool) throws {
    var config = Configuration()
    config.readonly = true
    config.busyMode = .timeout(10)
    let queue = try DatabaseQueue(path: path, configuration: config)
    defer { try? queue.close() }
    try queue.read { db in
      let tables = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      if tables.isEmpty { return }
      let applicationID = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      guard applicationID == StoreSchema.applicationID || tables.contains("ripple_meta") else {
        throw unusable(
          path,
          "it is not a Ripple database (it holds other tables: \(tables.prefix(5).joined(separator: ", ")))"
        )
      }
      let unknown = try StoreSchema.unknownMigrations(db)
      guard unknown.isEmpty else {
        throw unusable(
          path,
          "it was written by a newer version of Ripple (schema \(unknown.sorted().joined(separator: ", "))); update Ripple to open it"
        )
      }
      if verify {
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(5)")
        guard problems == ["ok"] else {
          throw unusable(path, "the database is damaged (\(problems.joined(separator: "; ")))")
        }
      }
    }
  }

  static func unusable(_ path: String, _ problem: String) -> StoreError {
    .unusableDatabase(path: path, problem: problem)
  }

  /// A readable description of a SQLite failure.
  package static func describe(_ error: any Error) -> String {
    if let error = error as? StoreError { return error.message }
    guard let error = error as? DatabaseError else { return "\(error)" }
    switch error.resultCode {
    case .SQLITE_NOTADB: return "the file is damaged or not a database (\(error.message ?? ""))"
    case .SQLITE_CORRUPT: return "the database is damaged (\(error.message ?? ""))"
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
      return "the file cannot be opened for writing (\(error.message ?? "check its permissions"))"
    default: return error.message ?? "\(error)"
    }
  }
}
