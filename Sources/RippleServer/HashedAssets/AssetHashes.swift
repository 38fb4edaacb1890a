import Crypto
import Foundation
import Synchronization

/// A short content hash of each of the web app's files, the version its hashed URL carries
/// (`/js/core/app.js?v=<hash>`). A file is hashed on first need and again only when its size or
/// modification time changes, so a `--web-root` being edited gets new URLs for what it changes.
final class AssetHashes: Sendable {
  /// The files that name the others stay at their one URL, revalidated on every load.
  static func isEntryPoint(_ relativePath: String) -> Bool {
    relativePath == "index.html" || relativePath.hasSuffix("/index.html")
      || relativePath == "sw.js" || relativePath == "sw-manifest.js"
      || relativePath == "manifest.webmanifest"
  }

  private struct Stamp: Sendable, Equatable {
    var size: Int
    var modified: Date
  }

  let root: URL
  private let cache = Mutex<[String: (stamp: Stamp, hash: String)]>([:])

  init(root: String) {
    self.root = URL(fileURLWithPath: root).standardizedFileURL
  }

  /// The content hash of the file at `relativePath` (no leading `/`), or nil when it is not a
  /// regular file of the web root that gets a hashed URL.
  func hash(of relativePath: String) -> String? {
    guard !relativePath.isEmpty, !relativePath.contains("\0"), !Self.isEntryPoint(relativePath),
      !relativePath.split(separator: "/", omittingEmptySubsequences: false)
        .contains(where: { $0.isEmpty || $0.hasPrefix(".") })
    else { return nil }
    let file = root.appendingPathComponent(relativePath).standardizedFileURL
    guard file.path.hasPrefix(root.path + "/"),
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    let stamp = Stamp(size: size, modified: modified)
    if let cached = cache.withLock({ $0[relativePath] }), cached.stamp == stamp {
      return cached.hash
    }
    guard let data = try? Data(contentsOf: file), data.count == size else { return nil }
    let hash = Self.contentHash(data)
    cache.withLock { $0[relativePath] = (stamp, hash) }
    return hash
  }

  /// Every file of the web root (relative paths, sorted) that gets a hashed URL.
  func files() -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var paths: [String] = []
    for case let url as URL in walker {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
        continue
      }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(root.path + "/") else { continue }
      let relative = String(path.dropFirst(root.path.count + 1))
      if !Self.isEntryPoint(relative) { paths.append(relative) }
    }
    return paths.sorted()
  }

  /// The first 10 hex digits of the content's SHA-256 (the same as scripts/web-manifest's).
  static func contentHash(_ data: Data) -> String {
    SHA256.hash(data: data).prefix(5).map { String(format: "%02x", $0) }.joined()
  }
}
