import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// Files Ripple must refuse without changing a byte.
@Suite("Refusing unusable databases")
struct RefusalTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var problem: String
    var make: @Sendable (String) throws -> Void
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "text file", problem: "it is not a SQLite database") { path in
      try Data("habit,day\nRead,2026-11-01\n".utf8).write(to: URL(fileURLWithPath: path))
    },
    Case(name: "short binary file", problem: "it is not a SQLite database") { path in
      try Data([0, 1, 2]).write(to: URL(fileURLWithPath: path))
    },
    Case(name: "another app's database", problem: "it is not a Ripple database") { path in
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
      }
    },
    Case(name: "newer Ripple", problem: "newer version of Ripple") { path in
      _ = try SQLiteStore(path: path)
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-future')")
      }
    },
    Case(name: "damaged pages", problem: "damaged") { path in
      try RefusalTests.makeDamagedDatabase(at: path)
    },
    Case(name: "damaged header", problem: "damaged") { path in
      try RefusalTests.makeDamagedDatabase(at: path)
      let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 16)
      try handle.write(contentsOf: Data(repeating: 0xFF, count: 84))
      try handle.close()
    },
  ]

  @Test(arguments: cases)
  func refusesUntouched(_ testCase: Case) throws {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("file.sqlite").path
    try testCase.make(path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let error = #expect(throws: StoreError.self) { try SQLiteStore(path: path) }

    guard case .unusableDatabase(let reportedPath, let problem) = error else {
      Issue.record("expected unusableDatabase, got \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
    #expect(problem.contains(testCase.problem), "\(problem)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func refusesAFolder() throws {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    #expect(
      throws: StoreError.unusableDatabase(
        path: folder.path, problem: "it is a folder, not a database file")
    ) {
      try SQLiteStore(path: folder.path)
    }
  }

  /// A Ripple database with enough rows to span many pages, then garbage over its middle.
  static func makeDamagedDatabase(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try StoreSchema.migrator.migrate(queue)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO users (id) VALUES ('local')")
      for index in 0..<300 {
        try db.execute(
          sql: """
            INSERT INTO categories (user_id, id, name, color, sort_order, change_seq)
            VALUES ('local', ?, ?, '#FFFFFF', ?, 1)
            """, arguments: ["c\(index)", String(repeating: "x", count: 200), index])
      }
    }
    try queue.close()
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    let size = try handle.seekToEnd()
    try handle.seek(toOffset: size / 2)
    try handle.write(contentsOf: Data(repeating: 0xA5, count: 8192))
    try handle.close()
  }
}
