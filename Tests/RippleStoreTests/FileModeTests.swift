import Foundation
import RippleCore
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// The database, its WAL and shared-memory files and the folder Ripple creates for them are
/// readable by their owner only, whatever the process's umask.
@Suite("Database file modes", .serialized)
struct FileModeTests {
  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as! NSNumber).intValue & 0o777
  }

  @Test func theDatabaseItsWALAndItsFolderAreOwnerOnlyAfterWrites() async throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let base = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: base) }
    let folder = base.appendingPathComponent("data").path
    let path = folder + "/ripple.sqlite"

    let store = try SQLiteStore(path: path)
    try await store.create(habit("Read"))
    try await store.create(habit("Walk"))

    let modes = try [folder, path, path + "-wal", path + "-shm"].map(mode)
    #expect(modes == [0o700, 0o600, 0o600, 0o600])
  }

  @Test func anExistingFolderKeepsItsMode() async throws {
    let base = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: base) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: base.path)

    let store = try SQLiteStore(path: base.appendingPathComponent("ripple.sqlite").path)
    try await store.create(habit("Read"))

    #expect(try mode(base.path) == 0o755)
    #expect(try mode(store.path) == 0o600)
  }
}
