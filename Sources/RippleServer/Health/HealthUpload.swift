import Foundation
import Hummingbird

/// A request's body written to a temporary file only the server's user may read, as it
/// arrives: how an export larger than memory is taken in.
struct HealthUpload {
  let url: URL

  /// Writes the body; refuses one past `limit` (or that says it is), removing what was written.
  static func save(_ request: Request, limit: Int) async throws -> HealthUpload {
    if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
      throw APIError.tooLarge(limit: limit)
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-health-\(UUID().uuidString)")
    guard
      FileManager.default.createFile(
        atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw APIError.badRequest("The upload could not be stored") }
    let upload = HealthUpload(url: url)
    do {
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      var written = 0
      for try await buffer in request.body {
        written += buffer.readableBytes
        guard written <= limit else { throw APIError.tooLarge(limit: limit) }
        try handle.write(contentsOf: Data(buffer: buffer))
      }
      guard written > 0 else {
        throw APIError.badRequest("Send the export file as the body", field: "body")
      }
    } catch {
      upload.remove()
      throw error
    }
    return upload
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
