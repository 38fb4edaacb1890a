import Crypto
import Foundation

/// The app's page with the parts it marks `data-inline` written into it: a classic
/// `<script src="/…" data-inline></script>` becomes the script itself, a
/// `<link rel="stylesheet" href="/…" data-inline>` becomes a `<style>` element. What the first
/// paint needs then comes with the page, not one request each. Each inlined script is allowed by
/// its hash (`scriptSources`), nothing wider.
struct InlinedParts: Sendable {
  /// The page with its marked parts inlined.
  var html: String
  /// The CSP sources (`'sha256-…'`) of the scripts now inline, in page order.
  var scriptSources: [String]

  private static let marked = try! NSRegularExpression(
    pattern:
      #"<script src="(/[^"?#]+)" data-inline></script>|<link rel="stylesheet" href="(/[^"?#]+)" data-inline>"#
  )

  /// `source` with each marked part inlined. A part stays a reference when its file cannot be
  /// read under `root` or holds what would close the element early.
  init(source: String, root: URL) {
    let text = source as NSString
    var output = ""
    var sources: [String] = []
    var last = 0
    for match in Self.marked.matches(in: source, range: NSRange(location: 0, length: text.length)) {
      let isScript = match.range(at: 1).location != NSNotFound
      let path = text.substring(with: match.range(at: isScript ? 1 : 2))
      guard let content = Self.read(path, under: root), Self.canInline(content, script: isScript)
      else { continue }
      output += text.substring(with: NSRange(location: last, length: match.range.location - last))
      if isScript {
        output += "<script>" + content + "</script>"
        sources.append(Self.source(of: content))
      } else {
        output += "<style>" + content + "</style>"
      }
      last = match.range.location + match.range.length
    }
    html = output + text.substring(from: last)
    scriptSources = sources
  }

  /// The CSP source that allows an inline script with this text.
  static func source(of script: String) -> String {
    "'sha256-\(Data(SHA256.hash(data: Data(script.utf8))).base64EncodedString())'"
  }

  private static func read(_ path: String, under root: URL) -> String? {
    let file = root.appendingPathComponent(String(path.dropFirst())).standardizedFileURL
    guard file.path.hasPrefix(root.path + "/") else { return nil }
    return try? String(contentsOf: file, encoding: .utf8)
  }

  private static func canInline(_ content: String, script: Bool) -> Bool {
    let lowered = content.lowercased()
    return !lowered.contains(script ? "</script" : "</style") && !lowered.contains("<!--")
  }
}
