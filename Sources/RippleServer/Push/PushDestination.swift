import Foundation
import NIOCore

/// Where a push message may go: an endpoint URL checked against `PushOptions`, with the resolved
/// addresses that passed the check. Messages connect to one of these addresses and no other, so
/// a name that resolves somewhere else later (DNS rebinding) does not reach it.
struct PushDestination: Sendable {
  var url: URL
  var host: String
  var port: Int
  var tls: Bool
  /// The path and query the request asks for.
  var target: String
  var addresses: [SocketAddress]

  /// Why an endpoint is refused, as a sentence for the user.
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  /// How refusals name what was checked: the request's field and the kind of service.
  struct Naming: Sendable {
    var field: String
    var service: String

    static let push = Naming(field: "endpoint", service: "push service")
    static let webhook = Naming(field: "url", service: "webhook receiver")
  }

  /// Parses `endpoint` and resolves its host; refuses anything but https to a host whose every
  /// address is public unicast (loopback too, plain http included, with `allowLoopback`).
  static func check(
    _ endpoint: String, options: PushOptions, naming: Naming = .push
  ) async throws(Refusal) -> PushDestination {
    let field = naming.field
    let service = naming.service
    guard let url = URL(string: endpoint), let components = URLComponents(string: endpoint),
      let rawHost = components.host, !rawHost.isEmpty
    else { throw Refusal(description: "'\(field)' must be an https URL of a \(service)") }
    let scheme = url.scheme?.lowercased()
    guard scheme == "https" || (scheme == "http" && options.allowLoopback) else {
      throw Refusal(description: "'\(field)' must be an https URL of a \(service)")
    }
    guard components.user == nil, components.password == nil else {
      throw Refusal(description: "'\(field)' must not carry a user name or password")
    }
    let host =
      rawHost.hasPrefix("[") && rawHost.hasSuffix("]")
      ? String(rawHost.dropFirst().dropLast()) : rawHost
    let tls = scheme == "https"
    // Plain http is for a loopback push service only: nothing else is even looked up.
    guard tls || LoopbackHost.contains(host) else {
      throw Refusal(description: "'\(field)' must be an https URL of a \(service)")
    }
    let port = components.port ?? (tls ? 443 : 80)
    guard (1...65535).contains(port) else {
      throw Refusal(description: "'\(field)' has an invalid port")
    }
    let addresses = try await resolve(host, port: port, options: options, naming: naming)
    if !tls, !addresses.allSatisfy({ PushAddressPolicy.isLoopback($0.ipBytes) }) {
      throw Refusal(description: "'\(field)' must be an https URL of a \(service)")
    }
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }
    return PushDestination(
      url: url, host: host, port: port, tls: tls, target: target, addresses: addresses)
  }

  /// The host's addresses, each checked: an IP literal as written, a name as resolved now.
  private static func resolve(
    _ host: String, port: Int, options: PushOptions, naming: Naming
  ) async throws(Refusal) -> [SocketAddress] {
    let field = naming.field
    let service = naming.service
    let lowered = host.lowercased()
    let addresses: [SocketAddress]
    if let literal = try? SocketAddress(ipAddress: host, port: port) {
      addresses = [literal]
    } else if !options.allowLoopback,
      lowered == "localhost" || lowered.hasSuffix(".localhost")
        || lowered == "localhost." || lowered.hasSuffix(".localhost.")
    {
      throw Refusal(description: "'\(field)' must be a public \(service), not \(host) (loopback)")
    } else {
      do {
        addresses = try await options.resolver.resolve(host, port)
      } catch {
        throw Refusal(description: "'\(field)' names a host that does not resolve: \(host)")
      }
    }
    guard !addresses.isEmpty else {
      throw Refusal(description: "'\(field)' names a host that does not resolve: \(host)")
    }
    for address in addresses {
      let bytes = address.ipBytes
      if options.allowLoopback, PushAddressPolicy.isLoopback(bytes) { continue }
      if let reason = PushAddressPolicy.refusal(bytes) {
        let shown = address.ipAddress ?? host
        let what = shown == host ? "\(shown) is" : "\(host) resolves to \(shown), which is"
        throw Refusal(description: "'\(field)' must be a public \(service): \(what) \(reason)")
      }
    }
    return addresses
  }
}
