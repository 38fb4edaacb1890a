import Testing

/// `icon` on `/api/v1/categories`.
@Suite struct CategoryIconRouteTests {
  @Test func createPatchAndClearTheIcon() async throws {
    try await TestApp.run { app in
      let created = try await app.send(
        .post, "/api/v1/categories",
        json: ##"{"name": "Health", "color": "#10B981", "icon": "heart"}"##)
      #expect(created.status == .created)
      #expect(created.json["icon"].string == "heart")
      let id = try #require(created.json["id"].string)

      let renamed = try await app.send(
        .patch, "/api/v1/categories/\(id)", json: #"{"name": "Body"}"#)
      #expect(renamed.json["icon"].string == "heart")

      let changed = try await app.send(
        .patch, "/api/v1/categories/\(id)", json: #"{"icon": "dumbbell"}"#)
      #expect(changed.status == .ok)
      #expect(changed.json["icon"].string == "dumbbell")
      let list = try await app.get("/api/v1/categories").json["categories"].array
      #expect(list.map { $0["icon"].string } == ["dumbbell"])

      let cleared = try await app.send(
        .patch, "/api/v1/categories/\(id)", json: #"{"icon": null}"#)
      #expect(cleared.json["icon"].isNull)
      #expect(try await app.snapshot().categories.map(\.icon) == [nil])
    }
  }

  @Test func aBadIconIsA422OnIcon() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "Health", "icon": "  "}"#,
        status: .unprocessableContent, code: "validation_failed", field: "icon",
        message: "Please choose an icon")
      try await app.expectError(
        .post, "/api/v1/categories",
        json: #"{"name": "Health", "icon": "\#(String(repeating: "x", count: 41))"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "icon")
      let created = try await app.send(.post, "/api/v1/categories", json: #"{"name": "Health"}"#)
      let id = try #require(created.json["id"].string)
      try await app.expectError(
        .patch, "/api/v1/categories/\(id)", json: #"{"icon": ""}"#,
        status: .unprocessableContent, code: "validation_failed", field: "icon",
        message: "Please choose an icon")
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "Mind", "icon": 5}"#,
        status: .badRequest, code: "bad_request", field: "icon")
      #expect(try await app.snapshot().categories.map(\.icon) == [nil])
    }
  }
}
