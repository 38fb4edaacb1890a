import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Opening a database file")
struct OpeningTests {
  @Test func createsTheFileAndItsFolderAndKeepsDataAcrossOpens() async throws {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("nested/deeper/ripple.sqlite").path

    try await SQLiteStore(path: path).create(habit("Read"))

    let names = try await SQLiteStore(path: path).habits(for: user, filter: .all).map(\.name)
    #expect(names == ["Read"])
  }

  @Test func usesWALWithFullSynchronousCommits() async throws {
    let test = try TestStore()
    let (mode, synchronous) = try await test.store.pool.write { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try Int.fetchOne(db, sql: "PRAGMA synchronous")
      )
    }
    #expect(mode == "wal")
    #expect(synchronous == 2)
  }

  @Test func marksTheFileAsRipple() throws {
    let test = try TestStore()
    let id = try test.store.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA application_id") }
    #expect(id == 0x5250_6C65)
  }

  @Test func acceptsAnEmptyFile() async throws {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("empty.sqlite").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))

    try await SQLiteStore(path: path).create(habit("Read"))
  }

  @Test func defaultPathFollowsXDGDataHome() throws {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let xdg = try SQLiteStore.defaultPath(environment: ["XDG_DATA_HOME": folder.path + "/data"])
    let home = try SQLiteStore.defaultPath(environment: ["HOME": folder.path])
    let relative = try SQLiteStore.defaultPath(
      environment: ["XDG_DATA_HOME": "relative", "HOME": folder.path])

    #expect(xdg == folder.path + "/data/ripple/ripple.sqlite")
    #expect(home == folder.path + "/.local/share/ripple/ripple.sqlite")
    #expect(relative == home)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/data/ripple"))
  }
}
