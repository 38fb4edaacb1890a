import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to 127.0.0.1 that sends bytes exactly as written: requests with any `Host`,
/// half-sent headers, oversized lines.
final class RawConnection: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What came back before the server closed the connection or the wait ended.
  struct Answer {
    var text: String
    /// True when the server closed the connection; false when the wait ran out first.
    var closed: Bool

    var status: Int? {
      let line = text.split(separator: "\r\n", maxSplits: 1).first ?? ""
      let parts = line.split(separator: " ")
      return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// A header's value (the first one of that name), matched case-insensitively.
    func header(_ name: String) -> String? {
      let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
      for line in head.components(separatedBy: "\r\n").dropFirst() {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == name.lowercased() {
          return parts[1].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    }

    var body: String {
      guard let range = text.range(of: "\r\n\r\n") else { return "" }
      return String(text[range.upperBound...])
    }
  }

  private let socket: Int32

  init(port: Int) throws {
    #if canImport(Glibc)
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw Failure(description: "socket() failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(socket)
      throw Failure(description: "connect() to port \(port) failed")
    }
  }

  deinit {
    close(socket)
  }

  func send(_ text: String) throws {
    var bytes = Array(text.utf8)
    while !bytes.isEmpty {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw Failure(description: "send() failed") }
      bytes.removeFirst(sent)
    }
  }

  /// Reads until the server closes the connection, or `timeout` passes. The blocking reads run
  /// on a thread of their own, so the server's tasks keep the concurrency pool.
  func readUntilClosed(timeout: Duration) async -> Answer {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: self.blockingRead(timeout: timeout)) }.start()
    }
  }

  private func blockingRead(timeout: Duration) -> Answer {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return Answer(text: Self.text(received), closed: false) }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(left.components.seconds * 1000 + 1)
      guard poll(&poller, 1, milliseconds) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return Answer(text: Self.text(received), closed: true) }
      received += buffer[0..<count]
    }
  }

  /// Sends one complete request (`Connection: close`) and reads the whole answer.
  static func request(
    port: Int, method: String = "GET", _ path: String, host: String?,
    headers: [String] = [], body: String = ""
  ) async throws -> Answer {
    let connection = try RawConnection(port: port)
    var lines = ["\(method) \(path) HTTP/1.1"]
    if let host { lines.append("Host: \(host)") }
    lines += headers + ["Content-Length: \(body.utf8.count)", "Connection: close", "", body]
    try connection.send(lines.joined(separator: "\r\n"))
    return await connection.readUntilClosed(timeout: .seconds(30))
  }

  private static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
