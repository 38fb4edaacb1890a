import HummingbirdTesting
import Testing

@testable import RippleServer

/// A client that sends its request head slowly (or never finishes it) is disconnected after the
/// configured time instead of holding a connection open for ever (slowloris).
@Suite struct HeaderTimeoutTests {
  static let quick = ServerConfiguration(host: "127.0.0.1", port: 0, headerTimeout: .seconds(1))

  @Test func aHalfSentHeadIsClosed() async throws {
    try await TestApp.run(setup: .live, configuration: Self.quick) { app in
      let port = try #require(app.client.port)
      let connection = try RawConnection(port: port)
      let start = ContinuousClock.now
      try connection.send("GET /api/v1/backup HTTP/1.1\r\nHost: local")
      let answer = await connection.readUntilClosed(timeout: .seconds(30))
      #expect(answer.closed, "the connection was still open after 30 s")
      #expect(ContinuousClock.now - start >= .milliseconds(500))
      #expect(!answer.text.contains("ripple-backup"))
    }
  }

  @Test func aConnectionThatSendsNothingIsClosed() async throws {
    try await TestApp.run(setup: .live, configuration: Self.quick) { app in
      let connection = try RawConnection(port: try #require(app.client.port))
      #expect(await connection.readUntilClosed(timeout: .seconds(30)).closed)
    }
  }

  @Test func aCompleteRequestIsStillAnswered() async throws {
    try await TestApp.run(setup: .live, configuration: Self.quick) { app in
      let port = try #require(app.client.port)
      let answer = try await RawConnection.request(port: port, "/health", host: "localhost")
      #expect(answer.status == 200, "\(answer.text)")
    }
  }
}
