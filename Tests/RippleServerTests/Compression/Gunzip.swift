import Foundation
import NIOCore
import RippleTestSupport

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
    let gzip = try ChildProcess("/bin/gzip", arguments: ["-d", file.path])
    guard try gzip.waitForExit(within: .seconds(30)) == 0 else { throw Failed() }
    return try Data(contentsOf: folder.appendingPathComponent("body"))
  }
}
