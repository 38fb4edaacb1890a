import Foundation

/// A Loop database written to a folder of its own, read there, then removed: SQLite opens files.
package enum LoopFileCopy {
  package static func reading<T>(
    _ data: Data, named name: String, _ read: (URL) throws -> T
  ) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-loop-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try data.write(to: file)
    return try read(file)
  }
}
