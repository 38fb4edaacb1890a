import Foundation

/// The app's page as it is sent: the parts it marks `data-inline` written into it
/// (`InlinedParts`), every other local file it names (`src="/…"`, `href="/…"`) at its hashed URL,
/// and an import map that sends every module, style sheet and WebAssembly file to its hashed URL,
/// so the modules' relative imports (and `import.meta.resolve`) reach hashed URLs too.
struct HashedPage: Sendable {
  /// The page's HTML.
  var html: String
  /// The CSP sources (`'sha256-…'`) of the page's inline scripts, the import map and what was
  /// inlined: the policy allows no other inline script.
  var scriptSources: String

  /// The kinds of file a page or a module loads by URL, and so the ones the import map names.
  static let mappedExtensions: Set<String> = ["js", "css", "wasm"]

  private static let localReference = try! NSRegularExpression(
    pattern: #"\b(src|href)="(/[^"?#]*)""#)

  init(source: String, hashes: AssetHashes) {
    var imports: [String: String] = [:]
    for path in hashes.files()
    where Self.mappedExtensions.contains((path as NSString).pathExtension.lowercased()) {
      if let hash = hashes.hash(of: path) { imports["/" + path] = "/\(path)?v=\(hash)" }
    }
    let json =
      (try? JSONSerialization.data(
        withJSONObject: ["imports": imports], options: [.sortedKeys, .withoutEscapingSlashes]))
      .flatMap { String(data: $0, encoding: .utf8) } ?? #"{"imports":{}}"#
    let inlined = InlinedParts(source: source, root: hashes.root)
    scriptSources = ([InlinedParts.source(of: json)] + inlined.scriptSources).joined(separator: " ")

    var page = Self.hashingReferences(in: inlined.html, hashes: hashes)
    let tag = #"<script type="importmap">"# + json + "</script>\n"
    if let first = page.range(of: "<script") ?? page.range(of: "</head>") {
      page.insert(contentsOf: tag, at: first.lowerBound)
    }
    html = page
  }

  /// `source` with each `src="/path"` or `href="/path"` naming a hashed file given its version.
  private static func hashingReferences(in source: String, hashes: AssetHashes) -> String {
    let text = source as NSString
    var output = ""
    var last = 0
    for match in localReference.matches(
      in: source, range: NSRange(location: 0, length: text.length))
    {
      let path = text.substring(with: match.range(at: 2))
      guard let hash = hashes.hash(of: String(path.dropFirst())) else { continue }
      let end = match.range(at: 2).location + match.range(at: 2).length
      output += text.substring(with: NSRange(location: last, length: end - last)) + "?v=\(hash)"
      last = end
    }
    return output + text.substring(from: last)
  }
}
