import Testing

@Suite struct StreakRouteTests {
  /// Read done Mon–Wed, Walk done Mon–Tue; today is Wednesday 18 November at 09:00 UTC.
  static func createStreaks(_ app: TestApp) async throws -> (read: String, walk: String) {
    let read = try await app.createHabit(named: "Read", day: "2026-11-16")
    let walk = try await app.createHabit(named: "Walk", day: "2026-11-16")
    for day in ["2026-11-16", "2026-11-17", "2026-11-18"] {
      try await app.checkIn(read, on: day, today: "2026-11-18")
      if day != "2026-11-18" { try await app.checkIn(walk, on: day, today: "2026-11-18") }
    }
    return (read, walk)
  }

  @Test func currentStreaksPerHabitAndPerfectDays() async throws {
    try await TestApp.run { app in
      let (read, walk) = try await Self.createStreaks(app)
      let reply = try await app.get("/api/v1/streaks/current")
      #expect(reply.status == .ok)
      let json = reply.json
      #expect(
        json["habits"][0].withoutNulls == [
          "habitId": .string(read), "name": "Read", "current": 3, "longest": 3, "unit": "day",
          "lastCompletedDay": "2026-11-18", "atRisk": false,
        ])
      #expect(
        json["habits"][1].withoutNulls == [
          "habitId": .string(walk), "name": "Walk", "current": 2, "longest": 2, "unit": "day",
          "lastCompletedDay": "2026-11-17", "atRisk": true, "hoursLeft": 15,
        ])
      #expect(json["perfectDays"]["current"].int == 2)
      #expect(json["perfectDays"]["atRisk"].bool == true)
      #expect(json["perfectDays"]["lastCompletedDay"].string == "2026-11-17")
    }
  }

  @Test func historyCountsEachDay() async throws {
    try await TestApp.run { app in
      _ = try await Self.createStreaks(app)
      let json = try await app.get("/api/v1/streaks/history?start=2026-11-15&end=2026-11-18").json
      let anytime: (Int) -> JSON = { done in
        [
          [
            "section": "anytime", "title": "Anytime", "due": 2, "done": .number(Double(done)),
            "complete": .bool(done == 2),
          ]
        ]
      }
      #expect(
        json["days"].withoutNulls == [
          [
            "day": "2026-11-15", "due": 0, "done": 0, "perfect": false, "state": "rest",
            "sections": [],
          ],
          [
            "day": "2026-11-16", "due": 2, "done": 2, "perfect": true, "state": "perfect",
            "level": 4, "sections": anytime(2),
          ],
          [
            "day": "2026-11-17", "due": 2, "done": 2, "perfect": true, "state": "perfect",
            "level": 4, "sections": anytime(2),
          ],
          [
            "day": "2026-11-18", "due": 2, "done": 1, "perfect": false, "state": "pending",
            "level": 3, "sections": anytime(1),
          ],
        ])
      let defaultRange = try await app.get("/api/v1/streaks/history").json["days"].array
      #expect(defaultRange.count == 30)
      #expect(defaultRange.last?["day"].string == "2026-11-18")
    }
  }

  @Test func historyCoversAtMostNinetyTwoDays() async throws {
    try await TestApp.run { app in
      _ = try await app.createHabit(named: "Read")
      let longest = try await app.get("/api/v1/streaks/history?start=2026-08-19&end=2026-11-18")
      #expect(longest.status == .ok)
      #expect(longest.json["days"].array.count == 92)
      try await app.expectError(
        .get, "/api/v1/streaks/history?start=2026-08-18&end=2026-11-18", status: .badRequest,
        code: "bad_request", field: "end",
        message: "A streak history covers at most 3 months (92 days); ask for a shorter range")
      try await app.expectError(
        .get, "/api/v1/streaks/history?start=2025-11-18", status: .badRequest,
        code: "bad_request", field: "end")
    }
  }

  @Test func badParametersAreNamed() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .get, "/api/v1/streaks/history?start=18.11.2026", status: .badRequest,
        code: "bad_request", field: "start")
      try await app.expectError(
        .get, "/api/v1/streaks/history?start=2026-11-18&end=2026-11-17", status: .badRequest,
        code: "bad_request", field: "start")
      try await app.expectError(
        .get, "/api/v1/streaks/current?day=someday", status: .badRequest, code: "bad_request",
        field: "day")
    }
  }
}
