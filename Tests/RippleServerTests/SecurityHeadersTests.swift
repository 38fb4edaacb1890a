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

  /// `page`: the app's page, whose policy also allows its inline scripts (the import map and what
  /// it inlines), each by its hash (and nothing wider).
  static func expectSecurityHeaders(
    _ reply: Reply, noStore: Bool, page: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var policy = reply.headers[.contentSecurityPolicy] ?? ""
    while page,
      let hash = policy.range(of: #" 'sha256-[A-Za-z0-9+/=]+'"#, options: .regularExpression)
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

  /// The CSP allows no inline script but the page's own, each by its hash: the import map and
  /// the first paint's scripts the page carries inline. The page has no `on…=` handler
  /// attributes and no `javascript:` URLs.
  @Test func thePageAllowsOnlyItsOwnInlineScriptsByTheirHashes() async throws {
    try await TestApp.run { app in
      let reply = try await app.get("/")
      let page = reply.text
      let scripts = page.components(separatedBy: "<script").dropFirst()
      #expect(scripts.count >= 3)
      var inline: [String] = []
      for script in scripts {
        let tag = script.prefix { $0 != ">" }
        if tag.contains("src=") { continue }
        #expect(tag.isEmpty || tag == #" type="importmap""#, "<script\(tag)>")
        let body = script.dropFirst(tag.count + 1)
        inline.append(String(body[..<(body.range(of: "</script>")?.lowerBound ?? body.endIndex)]))
      }
      #expect(inline.count >= 3, "the import map and the inlined first-paint scripts")
      let hashes = inline.map {
        "'sha256-\(Data(SHA256.hash(data: Data($0.utf8))).base64EncodedString())'"
      }
      #expect(
        reply.headers[.contentSecurityPolicy]?.contains(
          "script-src 'self' 'wasm-unsafe-eval' \(hashes.joined(separator: " "));")
          == true)
      #expect(page.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil)
      #expect(!page.contains("javascript:"))
      #expect(page.range(of: #"\sstyle\s*="#, options: .regularExpression) == nil)
    }
  }
}
