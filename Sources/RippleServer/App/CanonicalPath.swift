/// The one spelling of a request path that Ripple acts on. The router skips empty segments and
/// matches case-sensitively on the raw path, while the policies (sign-in, rate limits, body
/// types) look at the path as written; a path the two could read differently (`//api/v1/…`,
/// `/./api/…`, `%2F` for a slash, `/api/v1/habits/`) is refused before any of them runs, so
/// every policy decides on the very path the router then matches.
enum CanonicalPath {
  /// Why `path` is not canonical; nil when it is.
  static func problem(with path: String) -> String? {
    guard path.hasPrefix("/") else { return "it does not start with a slash" }
    if path == "/" { return nil }
    let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    for (index, segment) in segments.enumerated() {
      if segment.isEmpty {
        let isLast = index == segments.count - 1
        if isLast && !isAPI(path) { continue }
        return isLast ? "API paths take no trailing slash" : "it has an empty segment (//)"
      }
      if segment == "." || segment == ".." { return "it has a '\(segment)' segment" }
      if segment.contains("\\") { return "it has a backslash" }
      if let escape = disallowedEscape(in: segment) {
        return "it spells '\(escape)' with a percent escape"
      }
    }
    if let first = segments.first, first != "api", first.lowercased() == "api" {
      return "the API lives under /api/v1, in lower case"
    }
    return nil
  }

  /// Whether the (canonical) path is one of the API's.
  static func isAPI(_ path: String) -> Bool {
    path == "/api/v1" || path.hasPrefix("/api/v1/")
  }

  /// A percent escape that spells a character with a meaning in a path (`/`, `\`, `.`), an
  /// unreserved character that needs no escape, or anything that does not decode.
  private static func disallowedEscape(in segment: Substring) -> String? {
    var bytes = segment.utf8[...]
    while let percent = bytes.firstIndex(of: UInt8(ascii: "%")) {
      let escape = bytes[percent...].prefix(3)
      guard escape.count == 3,
        let value = UInt8(String(decoding: escape.dropFirst(), as: UTF8.self), radix: 16)
      else { return String(decoding: escape, as: UTF8.self) }
      if value < 0x20 || value == 0x7F || isMeaningful(value) {
        return String(decoding: escape, as: UTF8.self)
      }
      bytes = bytes[escape.endIndex...]
    }
    return nil
  }

  private static func isMeaningful(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return false
    }
  }
}
