import Testing

@Suite struct StatsRouteTests {
  static func createData(_ app: TestApp) async throws -> String {
    let read = try await app.createHabit(named: "Read", day: "2026-11-16")
    try await app.checkIn(read, on: "2026-11-16", today: "2026-11-18")
    try await app.checkIn(read, on: "2026-11-17", today: "2026-11-18")
    return read
  }

  @Test func theWeekIsFree() async throws {
    try await TestApp.run { app in
      let read = try await Self.createData(app)
      let reply = try await app.get("/api/v1/stats")
      #expect(reply.status == .ok, "\(reply.text)")
      let json = reply.json
      #expect(json["period"]["range"].string == "week")
      #expect(json["period"]["start"].string == "2026-11-16")
      #expect(json["period"]["end"].string == "2026-11-22")
      #expect(
        json["ranges"].array.map { $0["code"].string } == [
          "week", "month", "year", "all", "7d", "30d", "90d",
        ])
      #expect(
        json["ranges"].array.map { $0["locked"].bool } == [
          false, true, true, true, false, true, true,
        ])
      #expect(json["overview"]["rate"]["done"].int == 2)
      #expect(json["habits"].array.map { $0["habit"]["id"].string } == [read])
      #expect(json["gradeScale"].array.isEmpty == false)
    }
  }

  @Test func longerRangesNeedPremium() async throws {
    try await TestApp.run { app in
      let read = try await Self.createData(app)
      for uri in [
        "/api/v1/stats?range=month", "/api/v1/habits/\(read)/stats?range=year",
        "/api/v1/insights?range=all",
      ] {
        try await app.expectError(
          .get, uri, status: .forbidden, code: "needs_premium",
          message: "Monthly, yearly and all-time statistics are part of Premium.")
      }
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      let month = try await app.get("/api/v1/stats?range=month")
      #expect(month.status == .ok)
      #expect(month.json["period"]["range"].string == "month")
      #expect(month.json["period"]["start"].string == "2026-11-01")
      #expect(month.json["ranges"].array.allSatisfy { $0["locked"].bool == false })
    }
  }

  @Test func oneHabitsStatistics() async throws {
    try await TestApp.run { app in
      let read = try await Self.createData(app)
      let reply = try await app.get("/api/v1/habits/\(read)/stats?range=7d")
      #expect(reply.status == .ok, "\(reply.text)")
      #expect(reply.json["period"]["range"].string == "7d")
      #expect(reply.json["statistics"]["habit"]["name"].string == "Read")
      #expect(reply.json["statistics"]["totalCompletions"].int == 2)
      try await app.expectError(
        .get, "/api/v1/habits/missing/stats", status: .notFound, code: "not_found")
    }
  }

  @Test func insights() async throws {
    try await TestApp.run { app in
      _ = try await Self.createData(app)
      let reply = try await app.get("/api/v1/insights")
      #expect(reply.status == .ok, "\(reply.text)")
      #expect(reply.json["period"]["range"].string == "week")
      #expect(reply.json["insights"] != .null)
    }
  }

  @Test func badParametersAreNamed() async throws {
    try await TestApp.run { app in
      let read = try await Self.createData(app)
      for uri in ["/api/v1/stats", "/api/v1/habits/\(read)/stats", "/api/v1/insights"] {
        try await app.expectError(
          .get, uri + "?range=decade", status: .badRequest, code: "bad_request", field: "range")
        try await app.expectError(
          .get, uri + "?day=2026-11-xx", status: .badRequest, code: "bad_request", field: "day")
        try await app.expectError(
          .post, uri, status: .methodNotAllowed, code: "method_not_allowed")
      }
    }
  }
}
