import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RippleServer

/// Every response carries the CSP and the other security headers; API answers are never cached;
/// the web app itself has nothing the CSP would block.
@Suite struct SecurityHeadersTests {
  static let csp =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self'; "
    + "connect-src 'self'; font-src 'self'; manifest-src 'self'; worker-src 'self'; "
    + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  /// `page`: the app's page, whose policy also allows its one inline script, the import map, by
  /// its hash (and nothing wider).
  static func expectSecurityHeaders(
    _ reply: Reply, noStore: Bool, page: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var policy = reply.headers[.contentSecurityPolicy] ?? ""
    if page, let hash = policy.range(of: #" 'sha256-[A-Za-z0-9+/=]+'"#, options: .regularExpression)
    {
      policy.removeSubrange(hash)
    }
    #expect(policy == csp, sourceLocation: sourceLocation)
    #expect(reply.headers[.xContentTypeOptions] == "nosniff", sourceLocation: sourceLocation)
    #expect(
      reply.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer",
      sourceLocation: sourceLocation)
    #expect(
      reply.headers[HTTPField.Name("X-Frame-Options")!] == "DENY", sourceLocation: sourceLocation)
    if noStore {
      #expect(reply.headers[.cacheControl] == "no-store", sourceLocation: sourceLocation)
    }
  }

  @Test func apiAnswersCarryTheHeadersAndAreNotCached() async throws {
    try await TestApp.run { app in
      Self.expectSecurityHeaders(try await app.get("/api/v1/today"), noStore: true)
      Self.expectSecurityHeaders(try await app.get("/api/v1/backup"), noStore: true)
      Self.expectSecurityHeaders(try await app.get("/health"), noStore: true)
      let created = try await app.send(.post, "/api/v1/habits", json: #"{"name": "Read"}"#)
      Self.expectSecurityHeaders(created, noStore: true)
    }
  }

  @Test func errorsCarryTheHeaders() async throws {
    try await TestApp.run { app in
      Self.expectSecurityHeaders(try await app.get("/api/v1/habits/missing"), noStore: true)
      Self.expectSecurityHeaders(try await app.send(.delete, "/api/v1/today"), noStore: true)
      let refused = try await app.send(
        .delete, "/api/v1/data", headers: [.origin: "http://evil.example"])
      #expect(refused.status == .forbidden)
      Self.expectSecurityHeaders(refused, noStore: true)
    }
  }

  @Test func staticFilesCarryTheHeaders() async throws {
    try await TestApp.run { app in
      for path in [
        "/", "/js/core/app.js", "/js/core/boot.js", "/css/shell.css", "/manifest.webmanifest",
      ] {
        let reply = try await app.get(path)
        #expect(reply.status == .ok, "\(path)")
        Self.expectSecurityHeaders(reply, noStore: false, page: path == "/")
      }
    }
  }

  @Test func misdirectedAnswersCarryTheHeaders() async throws {
    try await TestApp.run(setup: .live) { app in
      let port = try #require(app.client.port)
      let answer = try await RawConnection.request(port: port, "/", host: "evil.example")
      #expect(answer.status == 421)
      #expect(answer.header("Content-Security-Policy") == Self.csp)
      #expect(answer.header("X-Content-Type-Options") == "nosniff")
      #expect(answer.header("Cache-Control") == "no-store")
    }
  }

  /// The CSP allows no inline script but the page's import map, by its hash: the page has no
  /// other `<script>` without `src`, no `on…=` handler attributes and no `javascript:` URLs.
  @Test func thePageHasNoInlineScriptButItsImportMap() async throws {
    try await TestApp.run { app in
      let reply = try await app.get("/")
      let page = reply.text
      let scripts = page.components(separatedBy: "<script").dropFirst()
      #expect(scripts.count >= 3)
      var maps: [Substring] = []
      for script in scripts {
        let tag = script.prefix { $0 != ">" }
        if tag == #" type="importmap""# {
          maps.append(script.dropFirst(tag.count + 1).prefix { $0 != "<" })
          continue
        }
        #expect(tag.contains("src="), "inline script: <script\(script.prefix(80))")
      }
      let map = try #require(maps.count == 1 ? maps.first : nil)
      let hash = Data(SHA256.hash(data: Data(map.utf8))).base64EncodedString()
      #expect(
        reply.headers[.contentSecurityPolicy]?.contains(
          "script-src 'self' 'wasm-unsafe-eval' 'sha256-\(hash)';")
          == true)
      #expect(page.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil)
      #expect(!page.contains("javascript:"))
      #expect(page.range(of: #"\sstyle\s*="#, options: .regularExpression) == nil)
    }
  }
}
