import Foundation
import NIOCore

/// gzip's own decoder (`gzip -d`), so the server's gzip is checked by another implementation.
enum Gunzip {
  struct Failed: Error {}

  static func decompress(_ body: ByteBuffer) throws -> Data {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-gunzip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("body.gz")
    try Data(buffer: body).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-d", file.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failed() }
    return try Data(contentsOf: folder.appendingPathComponent("body"))
  }
}
