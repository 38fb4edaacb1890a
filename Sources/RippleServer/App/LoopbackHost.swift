/// Host names and addresses that reach this machine only: `localhost`, `*.localhost`,
/// `127.0.0.0/8` and `::1`. The `Host` allowlist and `ripple serve`'s bind check share them.
public enum LoopbackHost {
  /// Whether `host` (a name or an address, IPv6 with or without brackets, no port) is loopback.
  public static func contains(_ host: String) -> Bool {
    var name = host.lowercased()
    if name.hasSuffix(".") { name.removeLast() }
    if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    if name == "localhost" || name.hasSuffix(".localhost") { return true }
    if name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
    let octets = name.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets[0] == "127" else { return false }
    return octets.allSatisfy { octet in
      !octet.isEmpty && octet.count <= 3 && octet.allSatisfy(\.isASCII)
        && UInt8(octet).map { _ in true } ?? false
    }
  }

  /// The host part of a `Host` header or URL authority: `[::1]:8080` → `[::1]`,
  /// `localhost:8080` → `localhost`. Nil when it is empty or malformed.
  public static func name(ofAuthority authority: String) -> String? {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      let rest = authority[authority.index(after: close)...]
      guard rest.isEmpty || (rest.hasPrefix(":") && isPort(rest.dropFirst())) else { return nil }
      return String(authority[...close])
    }
    let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
    guard let host = parts.first, !host.isEmpty, parts.count <= 2 else { return nil }
    if parts.count == 2, !isPort(parts[1]) { return nil }
    return String(host)
  }

  private static func isPort(_ text: Substring) -> Bool {
    !text.isEmpty && text.count <= 5 && text.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
