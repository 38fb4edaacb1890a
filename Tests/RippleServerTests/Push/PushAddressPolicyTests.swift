import NIOCore
import Testing

@testable import RippleServer

/// Which addresses push messages may go to: public unicast only.
@Suite struct PushAddressPolicyTests {
  /// An address as written, and the start of the reason it is refused (nil: allowed).
  static let table: [(String, String?)] = [
    ("8.8.8.8", nil),
    ("93.184.216.34", nil),
    ("172.15.255.255", nil),
    ("172.32.0.1", nil),
    ("100.63.255.255", nil),
    ("100.128.0.1", nil),
    ("2a00:1450:4001:80b::200a", nil),
    ("2606:4700::6810:84e5", nil),
    ("0.0.0.0", "an unspecified"),
    ("0.1.2.3", "an unspecified"),
    ("10.0.0.1", "a private"),
    ("10.255.255.255", "a private"),
    ("100.64.0.1", "a shared"),
    ("100.127.255.254", "a shared"),
    ("127.0.0.1", "a loopback"),
    ("127.255.0.9", "a loopback"),
    ("169.254.169.254", "a link-local"),
    ("172.16.0.1", "a private"),
    ("172.31.255.255", "a private"),
    ("192.0.0.8", "a reserved"),
    ("192.0.2.1", "a documentation"),
    ("192.88.99.1", "a reserved"),
    ("192.168.1.1", "a private"),
    ("198.18.0.1", "a reserved"),
    ("198.19.255.255", "a reserved"),
    ("198.51.100.7", "a documentation"),
    ("203.0.113.9", "a documentation"),
    ("224.0.0.1", "a multicast"),
    ("239.255.255.250", "a multicast"),
    ("240.0.0.1", "a reserved"),
    ("255.255.255.255", "the broadcast"),
    ("::", "an unspecified"),
    ("::1", "a loopback"),
    ("::ffff:127.0.0.1", "a loopback address (IPv4-mapped)"),
    ("::ffff:169.254.169.254", "a link-local address (IPv4-mapped)"),
    ("::ffff:10.0.0.1", "a private address (IPv4-mapped)"),
    ("::ffff:8.8.8.8", "an IPv4-mapped"),
    ("::127.0.0.1", "a reserved"),
    ("64:ff9b::a9fe:a9fe", "a NAT64"),
    ("100::1", "a discard-only"),
    ("fc00::1", "a unique local"),
    ("fd12:3456::1", "a unique local"),
    ("fe80::1", "a link-local"),
    ("febf::1", "a link-local"),
    ("fec0::1", "a site-local"),
    ("ff02::1", "a multicast"),
    ("2001:db8::1", "a documentation"),
    ("2001::1", "a reserved"),
    ("2002:a9fe:a9fe::1", "a 6to4"),
    ("3fff::1", "a documentation"),
    ("4000::1", "a reserved"),
  ]

  @Test(arguments: table) func addressIsClassified(
    _ address: String, _ refusal: String?
  )
    throws
  {
    let bytes = try SocketAddress(ipAddress: address, port: 443).ipBytes
    let verdict = PushAddressPolicy.refusal(bytes)
    if let refusal {
      #expect(verdict?.hasPrefix(refusal) == true, "\(address): \(verdict ?? "allowed")")
    } else {
      #expect(verdict == nil, "\(address): \(verdict ?? "allowed")")
    }
  }

  @Test func loopbackIsOnlyLoopback() throws {
    for address in ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"] {
      #expect(PushAddressPolicy.isLoopback(try SocketAddress(ipAddress: address, port: 1).ipBytes))
    }
    for address in ["10.0.0.1", "::", "::2", "169.254.169.254", "8.8.8.8"] {
      #expect(!PushAddressPolicy.isLoopback(try SocketAddress(ipAddress: address, port: 1).ipBytes))
    }
  }
}
