import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import RippleServer

/// The web app's text files and the API's larger reads go out gzipped to clients that accept
/// it, and decode to exactly what is sent to clients that do not; secrets are never compressed.
@Suite struct CompressionRouteTests {
  static let gzip: HTTPFields = [.acceptEncoding: "gzip, deflate, br"]

  @Test(arguments: ["/js/core/app.js", "/css/tokens.css", "/", "/index.html", "/sw.js"])
  func aTextFileIsGzippedAndDecodesToTheFile(path: String) async throws {
    try await TestApp.run { app in
      let plain = try await app.get(path)
      let packed = try await app.send(.get, path, headers: Self.gzip)
      #expect(plain.status == .ok && packed.status == .ok)
      #expect(plain.headers[.contentEncoding] == nil)
      #expect(packed.headers[.contentEncoding] == "gzip")
      #expect(packed.headers[.vary] == "Accept-Encoding")
      #expect(plain.headers[.vary] == "Accept-Encoding")
      #expect(packed.headers[.contentType] == plain.headers[.contentType])
      #expect(packed.headers[.eTag] != plain.headers[.eTag])
      #expect(packed.body.readableBytes < plain.body.readableBytes)
      #expect(try Gunzip.decompress(packed.body) == Data(buffer: plain.body))
      SecurityHeadersTests.expectSecurityHeaders(
        packed, noStore: false, page: path == "/" || path == "/index.html")
    }
  }

  @Test func aGzippedFileIsRevalidatedByItsOwnTag() async throws {
    try await TestApp.run { app in
      let first = try await app.send(.get, "/js/core/app.js", headers: Self.gzip)
      let tag = try #require(first.headers[.eTag])
      var again = Self.gzip
      again[.ifNoneMatch] = tag
      let second = try await app.send(.get, "/js/core/app.js", headers: again)
      #expect(second.status == .notModified)
      #expect(second.body.readableBytes == 0)
    }
  }

  /// Asking for gzip reaches no file outside the web root and no hidden file, however the path
  /// is spelled.
  @Test(arguments: [
    "/../Package.swift", "/%2e%2e/Package.swift", "/js/..%2f..%2f..%2fPackage.swift",
    "/.git/config", "/%2egit/config", "/js/%00app.js", "/Package.swift",
  ])
  func aPathOutsideTheWebAppIsNeverServedGzipped(path: String) async throws {
    try await TestApp.run { app in
      let reply = try await app.send(.get, path, headers: Self.gzip)
      #expect(reply.status.code >= 400, "\(path): \(reply.status)")
      #expect(reply.headers[.contentEncoding] == nil, "\(path)")
    }
  }

  @Test func theFileTableRefusesWhatLeavesTheRootOrHides() {
    let files = CompressedFiles(root: ServerResources.webRoot)
    for path in [
      "/../Package.swift", "/js/../../x.js", "/.hidden.js", "/js/\0app.js", "relative.js",
    ] {
      #expect(files.entry(for: path) == nil, "\(path)")
    }
    #expect(files.entry(for: "/js/core/app.js") != nil)
  }

  @Test(arguments: ["gzip;q=0", "identity", "br"])
  func aClientThatRefusesGzipGetsTheFileAsItIs(header: String) async throws {
    try await TestApp.run { app in
      let reply = try await app.send(.get, "/js/core/app.js", headers: [.acceptEncoding: header])
      #expect(reply.status == .ok)
      #expect(reply.headers[.contentEncoding] == nil)
    }
  }

  @Test func filesThatNameTheOthersAreRevalidatedOnEveryLoad() async throws {
    try await TestApp.run { app in
      for path in ["/", "/index.html", "/sw.js", "/manifest.webmanifest", "/widget/small"] {
        for headers in [HTTPFields(), Self.gzip] {
          let reply = try await app.send(.get, path, headers: headers)
          #expect(reply.status == .ok, "\(path)")
          #expect(reply.headers[.cacheControl] == "no-cache", "\(path) \(headers)")
        }
      }
      let module = try await app.send(.get, "/js/core/app.js", headers: Self.gzip)
      #expect(module.headers[.cacheControl] == nil)
    }
  }

  @Test func aLargeReadIsGzippedAndDecodesToTheAnswer() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      for index in 0..<30 {
        try await app.createHabit(#"{"name": "Habit number \#(index)"}"#)
      }
      let plain = try await app.get("/api/v1/habits")
      let packed = try await app.send(.get, "/api/v1/habits", headers: Self.gzip)
      #expect(plain.body.readableBytes > AnswerCompressionMiddleware.minimumSize)
      #expect(plain.headers[.contentEncoding] == nil)
      #expect(packed.headers[.contentEncoding] == "gzip")
      #expect(packed.headers[.vary] == "Accept-Encoding")
      #expect(packed.headers[.cacheControl] == "no-store")
      #expect(try Gunzip.decompress(packed.body) == Data(buffer: plain.body))
    }
  }

  @Test func aSmallReadAndALargeAnswerToAPostAreSentAsTheyAre() async throws {
    try await TestApp.run { app in
      let small = try await app.send(.get, "/api/v1/today", headers: Self.gzip)
      #expect(small.status == .ok)
      #expect(small.headers[.contentEncoding] == nil)
      var headers = Self.gzip
      headers[.contentType] = "application/json"
      let roadmap = try await app.send(
        .post, "/api/v1/goals/preview", json: #"{"what": "Run a 5k", "timelineWeeks": 8}"#,
        headers: headers)
      #expect(roadmap.status == .ok)
      #expect(roadmap.body.readableBytes > AnswerCompressionMiddleware.minimumSize)
      #expect(roadmap.headers[.contentEncoding] == nil)
    }
  }

  @Test(arguments: [
    "/api/v1/auth/status", "/api/v1/me/tokens", "/api/v1/me/tokens/x", "/api/v1/invites",
    "/api/v1/calendar/token",
  ])
  func answersThatMayCarryASecretAreNeverCompressed(path: String) {
    #expect(!AnswerCompressionMiddleware.mayCompress(path: path))
  }

  @Test(arguments: ["/api/v1/habits", "/api/v1/backup", "/api/v1/history", "/api/v1/changes"])
  func dataReadsMayBeCompressed(path: String) {
    #expect(AnswerCompressionMiddleware.mayCompress(path: path))
  }
}
