import HummingbirdTesting
import Testing

@testable import RippleServer

/// DNS rebinding: a page on `evil.example` that re-resolves its name to 127.0.0.1 reaches the
/// server with `Host: evil.example`. Only loopback names and the names the user allows are
/// served, on every route.
@Suite struct HostAllowlistTests {
  static let allowing = ServerConfiguration(
    host: "127.0.0.1", port: 0, allowedHosts: ["Ripple.LAN"])

  @Test(arguments: [
    "evil.example", "evil.example:8080", "127.0.0.1.nip.io", "localhost.evil.example",
  ])
  func anUnknownHostIsMisdirected(host: String) async throws {
    try await TestApp.run(setup: .live, configuration: Self.allowing) { app in
      let port = try #require(app.client.port)
      for path in ["/api/v1/backup", "/", "/index.html", "/js/core/app.js", "/health", "/nowhere"] {
        let answer = try await RawConnection.request(port: port, path, host: host)
        #expect(answer.status == 421, "\(path): \(answer.text)")
        #expect(answer.body.contains(#""code":"unknown_host""#), "\(answer.body)")
        #expect(!answer.body.contains("ripple-backup"))
      }
      let write = try await RawConnection.request(
        port: port, method: "DELETE", "/api/v1/data", host: host)
      #expect(write.status == 421)
    }
  }

  @Test func aRequestWithoutHostIsMisdirected() async throws {
    try await TestApp.run(setup: .live) { app in
      let port = try #require(app.client.port)
      let answer = try await RawConnection.request(port: port, "/api/v1/backup", host: nil)
      #expect(answer.status == 421, "\(answer.text)")
    }
  }

  @Test func loopbackNamesAndAllowedNamesAreServed() async throws {
    try await TestApp.run(setup: .live, configuration: Self.allowing) { app in
      let port = try #require(app.client.port)
      let hosts = [
        "localhost:\(port)", "localhost", "LOCALHOST.", "app.localhost:\(port)", "127.0.0.1",
        "127.0.0.1:\(port)", "127.1.2.3:\(port)", "[::1]:\(port)", "[::1]", "ripple.lan",
        "ripple.lan:8443",
      ]
      for host in hosts {
        let answer = try await RawConnection.request(port: port, "/api/v1/backup", host: host)
        #expect(answer.status == 200, "\(host): \(answer.text.prefix(300))")
      }
    }
  }

  @Test func namesAreReadStrictly() {
    let allowlist = HostAllowlistMiddleware(allowedHosts: ["ripple.lan"])
    for allowed in ["localhost", "a.b.localhost:1", "127.255.0.1", "[::1]:80", "ripple.lan:1"] {
      #expect(allowlist.allows(authority: allowed), "\(allowed)")
    }
    let refused = [
      "", ":80", "127.0.0.1.evil.example", "128.0.0.1", "127.0.0.256", "127.0.0", "[::2]",
      "[::1]x", "localhost:http", "localhostx", "evil.ripple.lan", "localhost:1:2",
    ]
    for name in refused {
      #expect(!allowlist.allows(authority: name), "\(name)")
    }
  }
}
