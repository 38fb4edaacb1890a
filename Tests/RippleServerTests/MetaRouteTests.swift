import Testing

@Suite struct MetaRouteTests {
  @Test func healthAnswersOK() async throws {
    try await TestApp.run { app in
      let reply = try await app.get("/health")
      #expect(reply.status == .ok)
      #expect(reply.json == ["status": "ok"])
    }
  }

  @Test func servesTheOpenAPIDocument() async throws {
    try await TestApp.run { app in
      let reply = try await app.get("/api/openapi.yaml")
      #expect(reply.status == .ok)
      #expect(reply.headers[.contentType]?.hasPrefix("application/yaml") == true)
      #expect(reply.text.hasPrefix("openapi: 3.1"))
      #expect(reply.text.contains("/api/v1/habits/{id}/checkins/{day}:"))
    }
  }

  @Test func servesTheWebApp() async throws {
    try await TestApp.run { app in
      let reply = try await app.get("/")
      #expect(reply.status == .ok)
      #expect(reply.headers[.contentType]?.hasPrefix("text/html") == true)
      #expect(reply.text.lowercased().contains("<html"))
    }
  }

  @Test func unknownPathsAreNotFound() async throws {
    try await TestApp.run { app in
      try await app.expectError(.get, "/api/v1/nothing-here", status: .notFound, code: "not_found")
      try await app.expectError(.get, "/no-such-file.txt", status: .notFound, code: "not_found")
    }
  }
}
