import Crypto
import Foundation
import Synchronization

/// The web app's files, gzipped once each: a file is compressed on its first request and again
/// only when its size or modification time changes (a `--web-root` being edited).
final class CompressedFiles: Sendable {
  struct Entry: Sendable {
    var gzip: Data
    var etag: String
    /// The file's extension, which decides its media type.
    var fileExtension: String
    var size: Int
    var modified: Date
  }

  /// Text that compresses well; images, fonts and the like are sent as they are.
  static let compressibleExtensions: Set<String> = [
    "html", "js", "mjs", "css", "json", "webmanifest", "svg", "txt", "wasm", "yaml", "xml", "ics",
  ]
  /// Below this, gzip's framing and a round trip's headers outweigh what it saves.
  static let minimumSize = 1024

  let root: URL
  private let entries = Mutex<[String: Entry]>([:])

  init(root: String) {
    self.root = URL(fileURLWithPath: root).standardizedFileURL
  }

  /// The gzipped file at `path` (already percent-decoded, starting with `/`), or nil when it is
  /// not a compressible regular file inside the web root.
  func entry(for path: String) -> Entry? {
    guard let file = resolve(path) else { return nil }
    guard Self.compressibleExtensions.contains(file.pathExtension.lowercased()),
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue, size >= Self.minimumSize,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    if let cached = entries.withLock({ $0[file.path] }), cached.size == size,
      cached.modified == modified
    {
      return cached
    }
    guard let data = try? Data(contentsOf: file), data.count == size,
      let gzip = try? Gzip.compress(data)
    else { return nil }
    let digest = SHA256.hash(data: data).prefix(12).map { String(format: "%02x", $0) }.joined()
    let entry = Entry(
      gzip: gzip, etag: "\"\(digest)-gzip\"", fileExtension: file.pathExtension, size: size,
      modified: modified)
    entries.withLock { $0[file.path] = entry }
    return entry
  }

  /// The file a path names, refused when it would leave the web root or hides a segment that
  /// starts with a dot.
  private func resolve(_ path: String) -> URL? {
    guard path.hasPrefix("/"), !path.contains("\0") else { return nil }
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard !segments.contains(where: { $0.hasPrefix(".") }) else { return nil }
    var relative = String(path.dropFirst())
    if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
    let file = root.appendingPathComponent(relative).standardizedFileURL
    guard file.path.hasPrefix(root.path + "/") else { return nil }
    return file
  }
}
