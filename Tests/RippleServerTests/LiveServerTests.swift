import HummingbirdTesting
import NIOCore
import Testing

/// The same API over a real socket on a free loopback port.
@Suite struct LiveServerTests {
  @Test func aDayOfTrackingOverHTTP() async throws {
    try await TestApp.run(setup: .live) { app in
      #expect(try await app.get("/health").json == ["status": "ok"])
      let id = try await app.createHabit(named: "Read")
      let write = try await app.checkIn(id, on: "2026-11-18")
      #expect(write["celebration"]["segmentFilled"].bool == true)
      let today = try await app.get("/api/v1/today").json
      #expect(today["summary"]["tierText"].string == "Perfect!")
      #expect(today["sections"][0]["cards"][0]["today"]["state"].string == "done")
      let cleared = try await app.send(.delete, "/api/v1/habits/\(id)/checkins/2026-11-18")
      #expect(cleared.json["card"]["today"]["state"].string == "none")
      let page = try await app.get("/")
      #expect(page.status == .ok)
      #expect(page.text.lowercased().contains("<html"))
    }
  }

  @Test func errorsOverHTTP() async throws {
    try await TestApp.run(setup: .live) { app in
      let id = try await app.createHabit(named: "Read")
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "read"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "name", message: "A habit with this name already exists")
      try await app.expectError(
        .post, "/api/v1/habits", json: "{", status: .badRequest, code: "bad_request")
      try await app.expectError(
        .get, "/api/v1/habits/missing", status: .notFound, code: "not_found")
      let reply = try await app.expectError(
        .delete, "/api/v1/today", status: .methodNotAllowed, code: "method_not_allowed")
      #expect(reply.headers[.allow] == "GET")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18",
        json: #"{"state": "done"\#(String(repeating: " ", count: 64 * 1024))}"#,
        status: .contentTooLarge, code: "too_large")
      #expect(try await app.get("/health").status == .ok)
    }
  }
}
