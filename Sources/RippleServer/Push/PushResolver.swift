import NIOCore
import NIOPosix

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a push service's host name into the addresses to connect to. The server uses the
/// system's resolver (getaddrinfo, on a thread pool, never on an event loop); tests give answers
/// of their own.
public struct PushResolver: Sendable {
  let resolve: @Sendable (_ host: String, _ port: Int) async throws -> [SocketAddress]

  public init(
    _ resolve: @escaping @Sendable (_ host: String, _ port: Int) async throws -> [SocketAddress]
  ) {
    self.resolve = resolve
  }

  /// getaddrinfo(3), TCP addresses of both families.
  public static let system = PushResolver { host, port in
    try await NIOThreadPool.singleton.runIfActive { try lookUp(host: host, port: port) }
  }

  struct LookupFailed: Error, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: gai_strerror(code)) }
  }

  private static func lookUp(host: String, port: Int) throws -> [SocketAddress] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if os(Linux)
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
    hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    let code = getaddrinfo(host, String(port), &hints, &list)
    guard code == 0 else { throw LookupFailed(code: code) }
    defer { freeaddrinfo(list) }
    var addresses: [SocketAddress] = []
    var next = list
    while let info = next {
      if let address = info.pointee.ai_addr {
        switch info.pointee.ai_family {
        case AF_INET:
          address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            addresses.append(SocketAddress($0.pointee, host: host))
          }
        case AF_INET6:
          address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
            addresses.append(SocketAddress($0.pointee, host: host))
          }
        default: break
        }
      }
      next = info.pointee.ai_next
    }
    return addresses
  }
}

extension SocketAddress {
  /// The address's bytes: 4 for IPv4, 16 for IPv6, none for a Unix socket.
  var ipBytes: [UInt8] {
    switch self {
    case .v4(let address): withUnsafeBytes(of: address.address.sin_addr) { Array($0) }
    case .v6(let address): withUnsafeBytes(of: address.address.sin6_addr) { Array($0) }
    case .unixDomainSocket: []
    }
  }
}
