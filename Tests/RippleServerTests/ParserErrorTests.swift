import HummingbirdTesting
import Testing

@testable import RippleServer

/// What the HTTP parser refuses still gets the API's error shape and the security headers.
@Suite struct ParserErrorTests {
  @Test(arguments: [
    "GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n",
  ])
  func malformedRequestsGetTheErrorShape(request: String) async throws {
    try await TestApp.run(setup: .live) { app in
      let connection = try RawConnection(port: try #require(app.client.port))
      try connection.send(request)
      let answer = await connection.readUntilClosed(timeout: .seconds(30))
      #expect(answer.status == 400, "\(answer.text)")
      #expect(answer.closed)
      #expect(answer.body.contains(#""code":"bad_request""#), "\(answer.body)")
      #expect(answer.body.contains(#""field":null"#), "\(answer.body)")
      #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
      #expect(answer.header("X-Content-Type-Options") == "nosniff")
    }
  }
}
