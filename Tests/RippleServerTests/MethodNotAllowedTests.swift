import HTTPTypes
import Testing

/// A method a path does not have is 405 with an Allow header listing the ones it has.
@Suite struct MethodNotAllowedTests {
  @Test(arguments: [
    (HTTPRequest.Method.delete, "/api/v1/today", "GET"),
    (.put, "/health", "GET"),
    (.post, "/api/openapi.yaml", "GET"),
    (.delete, "/api/v1/habits", "GET, POST"),
    (.post, "/api/v1/habits/{id}", "GET, PATCH, DELETE"),
    (.get, "/api/v1/habits/{id}/archive", "POST"),
    (.get, "/api/v1/habits/{id}/checkins/2026-11-18", "PUT, DELETE"),
    (.post, "/api/v1/habits/{id}/history", "GET"),
    (.patch, "/api/v1/history", "GET"),
    (.post, "/api/v1/streaks/current", "GET"),
    (.delete, "/api/v1/streaks/history", "GET"),
    (.put, "/api/v1/categories", "GET, POST"),
    (.get, "/api/v1/categories/{id}", "PATCH, DELETE"),
    (.put, "/api/v1/settings", "GET, PATCH"),
    (.post, "/api/v1/export", "GET"),
    (.put, "/api/v1/backup", "GET"),
    (.get, "/api/v1/restore", "POST"),
    (.get, "/api/v1/import/loop", "POST"),
    (.get, "/api/v1/data", "DELETE"),
    (.delete, "/api/v1/stats", "GET"),
    (.put, "/api/v1/habits/{id}/stats", "GET"),
    (.post, "/api/v1/insights", "GET"),
  ])
  func answersWithAllow(method: HTTPRequest.Method, path: String, allow: String) async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let uri = path.replacingOccurrences(of: "{id}", with: id)
      let reply = try await app.expectError(
        method, uri, json: method == .get ? nil : "{}", status: .methodNotAllowed,
        code: "method_not_allowed")
      #expect(reply.headers[.allow] == allow)
      #expect(
        reply.json["error"]["message"].string
          == "\(method) is not allowed on \(uri.prefix { $0 != "?" }); use \(allow)")
    }
  }

  /// `/api/v1/habits/order` is the reorder route, not a habit id: the Allow header lists what
  /// the router really answers there.
  @Test(arguments: [HTTPRequest.Method.get, .patch, .delete])
  func theReorderPathOnlyTakesPut(method: HTTPRequest.Method) async throws {
    try await TestApp.run { app in
      let reply = try await app.expectError(
        method, "/api/v1/habits/order", json: method == .get ? nil : "{}",
        status: .methodNotAllowed, code: "method_not_allowed")
      #expect(reply.headers[.allow] == "PUT")
    }
  }
}
