import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import RippleServer

/// A page on another site must not write: browsers name where a request comes from in
/// `Sec-Fetch-Site` or `Origin`, and only Ripple's own origin (or no browser at all) may write.
@Suite struct CrossSiteTests {
  static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

  @Test(arguments: ["cross-site", "same-site", "CROSS-SITE"])
  func aWriteFromAnotherSiteIsRefused(site: String) async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "Swim"}"#, headers: [Self.secFetchSite: site],
        status: .forbidden, code: "cross_site")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18", json: #"{"state": "done"}"#,
        headers: [Self.secFetchSite: site], status: .forbidden, code: "cross_site")
      try await app.expectError(
        .delete, "/api/v1/data", headers: [Self.secFetchSite: site], status: .forbidden,
        code: "cross_site")
      try await app.expectError(
        .post, "/api/v1/restore", body: ByteBuffer(string: "{}"),
        headers: [Self.secFetchSite: site], status: .forbidden, code: "cross_site")
    }
  }

  @Test(arguments: ["same-origin", "none"])
  func aWriteFromRipplesOwnPagesIsAccepted(site: String) async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/habits", json: #"{"name": "Swim"}"#, headers: [Self.secFetchSite: site])
      #expect(reply.status == .created, "\(reply.text)")
    }
  }

  @Test(arguments: ["http://evil.example", "null", "http://localhost:8081", "https://localhost"])
  func aWriteFromAnotherOriginIsRefused(origin: String) async throws {
    try await TestApp.run { app in
      try await app.createHabit(named: "Read")
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "Swim"}"#, headers: [.origin: origin],
        status: .forbidden, code: "cross_site")
      try await app.expectError(
        .patch, "/api/v1/settings", json: #"{"theme": "dark"}"#, headers: [.origin: origin],
        status: .forbidden, code: "cross_site")
    }
  }

  /// The in-process client addresses the server as `http://localhost`.
  @Test(arguments: ["http://localhost", "http://LOCALHOST:80", "http://localhost/"])
  func aWriteFromTheServersOwnOriginIsAccepted(origin: String) async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/habits", json: #"{"name": "Swim"}"#, headers: [.origin: origin])
      #expect(reply.status == .created, "\(reply.text)")
    }
  }

  @Test func clientsThatAreNotBrowsersSendNoOriginAndMayWrite() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.checkIn(id, on: "2026-11-18")
      #expect(try await app.send(.delete, "/api/v1/habits/\(id)").status == .noContent)
    }
  }

  @Test func readsFromAnotherSiteAreNotWrites() async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .get, "/api/v1/today", headers: [Self.secFetchSite: "cross-site", .origin: "http://x"])
      #expect(reply.status == .ok)
    }
  }
}
