import Testing

@Suite struct CategoryRouteTests {
  @Test func createRenameListAndDelete() async throws {
    try await TestApp.run { app in
      let created = try await app.send(
        .post, "/api/v1/categories", json: ##"{"name": " Health ", "color": "#10b981"}"##)
      #expect(created.status == .created)
      let id = try #require(created.json["id"].string)
      #expect(
        created.json == [
          "id": .string(id), "name": "Health", "color": "#10B981", "icon": .null, "sortOrder": 0,
          "habitCount": 0,
        ])
      let second = try await app.send(.post, "/api/v1/categories", json: #"{"name": "Mind"}"#)
      #expect(second.json["color"].string == "#6366F1")
      #expect(second.json["sortOrder"].int == 1)

      try await app.createHabit(#"{"name": "Run", "categoryId": "\#(id)"}"#)
      let list = try await app.get("/api/v1/categories").json["categories"].array
      #expect(list.map { $0["name"].string } == ["Health", "Mind"])
      #expect(list.map { $0["habitCount"].int } == [1, 0])

      let renamed = try await app.send(
        .patch, "/api/v1/categories/\(id)", json: #"{"name": "Body"}"#)
      #expect(renamed.status == .ok)
      #expect(renamed.json["name"].string == "Body")
      #expect(renamed.json["color"].string == "#10B981")
      #expect(renamed.json["habitCount"].int == 1)

      let deleted = try await app.send(.delete, "/api/v1/categories/\(id)")
      #expect(deleted.status == .noContent)
      let habits = try await app.get("/api/v1/habits").json["habits"].array
      #expect(habits[0]["categoryId"].isNull)
      #expect(try await app.snapshot().categories.map(\.name) == ["Mind"])
    }
  }

  /// A rename and a new colour sent at once both stay (each is applied inside its write).
  @Test func editsOfDifferentFieldsSentAtOnceBothStay() async throws {
    try await TestApp.run { app in
      for round in 0..<3 {
        let created = try await app.send(
          .post, "/api/v1/categories", json: #"{"name": "Mind \#(round)"}"#)
        let id = try #require(created.json["id"].string)
        let patches = [
          #"{"name": "Body \#(round)"}"#, ##"{"color": "#10b981"}"##, #"{"icon": "dumbbell"}"#,
        ]
        try await withThrowingTaskGroup(of: Void.self) { group in
          for patch in patches {
            group.addTask {
              let reply = try await app.send(.patch, "/api/v1/categories/\(id)", json: patch)
              #expect(reply.status == .ok, "\(reply.text)")
            }
          }
          try await group.waitForAll()
        }
        let listed = try await app.get("/api/v1/categories").json["categories"]
        let category = try #require(listed.array.first { $0["id"].string == id })
        #expect(category["name"].string == "Body \(round)")
        #expect(category["color"].string == "#10B981")
        #expect(category["icon"].string == "dumbbell")
      }
    }
  }

  @Test func validationUsesTheSpecsMessages() async throws {
    try await TestApp.run { app in
      let health = try await app.send(.post, "/api/v1/categories", json: #"{"name": "Health"}"#)
      let id = try #require(health.json["id"].string)
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": ""}"#, status: .unprocessableContent,
        code: "validation_failed", field: "name", message: "Please enter a category name")
      try await app.expectError(
        .post, "/api/v1/categories", json: ##"{"color": "#FFFFFF"}"##,
        status: .unprocessableContent, code: "validation_failed", field: "name",
        message: "Please enter a category name")
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "HEALTH"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "name",
        message: "A category with this name already exists")
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "\#(String(repeating: "c", count: 31))"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "name",
        message: "Category name must be 30 characters or fewer")
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "Mind", "color": "blue"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "color")
      try await app.expectError(
        .patch, "/api/v1/categories/\(id)", json: #"{"name": " "}"#,
        status: .unprocessableContent, code: "validation_failed", field: "name")
    }
  }

  @Test func aFourthCategoryNeedsPremiumOnTheFreeTier() async throws {
    try await TestApp.run { app in
      for name in ["A", "B", "C"] {
        let reply = try await app.send(.post, "/api/v1/categories", json: #"{"name": "\#(name)"}"#)
        #expect(reply.status == .created)
      }
      let reply = try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "D"}"#, status: .forbidden,
        code: "needs_premium")
      #expect(reply.json["error"]["message"].string?.contains("up to 3 custom categories") == true)
    }
  }

  @Test func badRequestsAndUnknownIDs() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/categories", json: "{name: Health}", status: .badRequest,
        code: "bad_request")
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": ["Health"]}"#, status: .badRequest,
        code: "bad_request", field: "name")
      try await app.expectError(
        .post, "/api/v1/categories",
        json: #"{"name": "Health"\#(String(repeating: " ", count: 65 * 1024))}"#,
        status: .contentTooLarge, code: "too_large")
      try await app.expectError(
        .patch, "/api/v1/categories/missing", json: #"{"name": "Body"}"#, status: .notFound,
        code: "not_found")
      try await app.expectError(
        .delete, "/api/v1/categories/missing", status: .notFound, code: "not_found")
    }
  }

  /// An unknown `categoryId` in a habit's body is a 422 on that field, so a form can mark it.
  @Test func aHabitInAnUnknownCategoryIsRefused() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "Run", "categoryId": "missing"}"#,
        status: .unprocessableContent, code: "validation_failed",
        field: "categoryId", message: "That category does not exist; pick another")
      let id = try await app.createHabit(named: "Run")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: #"{"categoryId": "missing"}"#,
        status: .unprocessableContent, code: "validation_failed",
        field: "categoryId", message: "That category does not exist; pick another")
    }
  }
}
