/// Which IP addresses the server may send Web Push messages to: public unicast addresses only,
/// so a subscription cannot make the server reach its own network (loopback, private ranges,
/// link-local cloud metadata services) or addresses that are not meant to be reached at all.
enum PushAddressPolicy {
  /// Why the server must not connect to this address (4 bytes for IPv4, 16 for IPv6), as a
  /// phrase ("a loopback address"); nil for a public unicast address.
  static func refusal(_ bytes: [UInt8]) -> String? {
    switch bytes.count {
    case 4: ipv4Refusal(bytes)
    case 16: ipv6Refusal(bytes)
    default: "not an IP address"
    }
  }

  /// Whether the address is a loopback one (127.0.0.0/8, ::1, or IPv4-mapped loopback).
  static func isLoopback(_ bytes: [UInt8]) -> Bool {
    switch bytes.count {
    case 4: bytes[0] == 127
    case 16:
      bytes == [UInt8](repeating: 0, count: 15) + [1]
        || (isIPv4Mapped(bytes) && bytes[12] == 127)
    default: false
    }
  }

  /// IPv4 ranges that are not public unicast, most specific first (RFC 6890 and its updates).
  private static let ipv4Ranges: [(prefix: [UInt8], bits: Int, name: String)] = [
    ([255, 255, 255, 255], 32, "the broadcast address"),
    ([0, 0, 0, 0], 8, "an unspecified (\"this network\") address"),
    ([10, 0, 0, 0], 8, "a private address"),
    ([100, 64, 0, 0], 10, "a shared (carrier-grade NAT) address"),
    ([127, 0, 0, 0], 8, "a loopback address"),
    ([169, 254, 0, 0], 16, "a link-local address"),
    ([172, 16, 0, 0], 12, "a private address"),
    ([192, 0, 0, 0], 24, "a reserved (IETF protocol) address"),
    ([192, 0, 2, 0], 24, "a documentation address"),
    ([192, 88, 99, 0], 24, "a reserved (6to4 relay) address"),
    ([192, 168, 0, 0], 16, "a private address"),
    ([198, 18, 0, 0], 15, "a reserved (benchmarking) address"),
    ([198, 51, 100, 0], 24, "a documentation address"),
    ([203, 0, 113, 0], 24, "a documentation address"),
    ([224, 0, 0, 0], 4, "a multicast address"),
    ([240, 0, 0, 0], 4, "a reserved address"),
  ]

  /// IPv6 ranges inside global unicast (2000::/3) that are not public unicast.
  private static let ipv6Ranges: [(prefix: [UInt8], bits: Int, name: String)] = [
    ([0x20, 0x01, 0x0d, 0xb8], 32, "a documentation address"),
    ([0x20, 0x01, 0x00, 0x00], 23, "a reserved (IETF protocol) address"),
    ([0x20, 0x02], 16, "a 6to4 address"),
    ([0x3f, 0xff], 20, "a documentation address"),
  ]

  private static func ipv4Refusal(_ bytes: [UInt8]) -> String? {
    ipv4Ranges.first { matches(bytes, $0.prefix, bits: $0.bits) }?.name
  }

  private static func ipv6Refusal(_ bytes: [UInt8]) -> String? {
    if bytes.allSatisfy({ $0 == 0 }) { return "an unspecified address" }
    if bytes == [UInt8](repeating: 0, count: 15) + [1] { return "a loopback address" }
    if isIPv4Mapped(bytes) {
      let embedded = Array(bytes[12...])
      return ipv4Refusal(embedded).map { "\($0) (IPv4-mapped)" } ?? "an IPv4-mapped address"
    }
    if matches(bytes, [0x00, 0x64, 0xff, 0x9b], bits: 32) { return "a NAT64 address" }
    if matches(bytes, [0x01, 0x00], bits: 16) { return "a discard-only address" }
    if matches(bytes, [0xfc], bits: 7) { return "a unique local (private) address" }
    if matches(bytes, [0xfe, 0x80], bits: 10) { return "a link-local address" }
    if matches(bytes, [0xfe, 0xc0], bits: 10) { return "a site-local address" }
    if bytes[0] == 0xff { return "a multicast address" }
    guard matches(bytes, [0x20], bits: 3) else { return "a reserved address" }
    return ipv6Ranges.first { matches(bytes, $0.prefix, bits: $0.bits) }?.name
  }

  private static func isIPv4Mapped(_ bytes: [UInt8]) -> Bool {
    bytes.count == 16 && bytes[..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff
      && bytes[11] == 0xff
  }

  /// Whether the first `bits` bits of `bytes` equal those of `prefix`.
  private static func matches(_ bytes: [UInt8], _ prefix: [UInt8], bits: Int) -> Bool {
    var left = bits
    for (index, byte) in prefix.enumerated() where left > 0 {
      let mask: UInt8 = left >= 8 ? 0xff : ~(0xff >> UInt8(left))
      if bytes[index] & mask != byte & mask { return false }
      left -= 8
    }
    return true
  }
}
