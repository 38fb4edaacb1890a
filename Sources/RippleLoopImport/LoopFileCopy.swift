import Foundation

/// A Loop file written to a folder of its own, read there, then removed: SQLite opens files, and
/// ZIPFoundation reads an archive safely only from a file (its reader of archives in memory traps
/// on an entry whose header lies past the end of the data; its file reader meets the end of the
/// file and fails).
enum LoopFileCopy {
  static func reading<T>(_ data: Data, named name: String, _ read: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-loop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try data.write(to: file)
    return try read(file)
  }
}
