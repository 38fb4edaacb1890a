import Testing

@Suite struct HistoryRouteTests {
  @Test func oneHabitsDaysAndSummary() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-16",
        json: #"{"state": "done", "note": "Chapter 1", "mood": "good", "loggedMinute": 1290}"#)
      try await app.checkIn(id, on: "2026-11-17", today: "2026-11-18", state: "skipped")
      let reply = try await app.get(
        "/api/v1/habits/\(id)/history?start=2026-11-15&end=2026-11-19")
      #expect(reply.status == .ok)
      let json = reply.json
      #expect(json["habit"]["name"].string == "Read")
      let days = json["days"].array
      #expect(days.map { $0["day"].string?.suffix(2) } == ["15", "16", "17", "18", "19"])
      #expect(days.map { $0["outcome"].string } == ["none", "done", "skipped", "none", "none"])
      #expect(days.map { $0["due"].bool } == [false, true, true, true, false])
      #expect(days[1]["note"].string == "Chapter 1")
      #expect(days[1]["mood"].string == "good")
      #expect(days[1]["loggedMinute"].int == 1290)
      #expect(days[2]["loggedMinute"].int == nil)
      let summary = json["summary"]
      #expect(summary["currentStreak"].int == 1)
      #expect(summary["longestStreak"].int == 1)
      // The 16th done, the 17th skipped, the 18th (today) still pending: 1 of 1.
      #expect(summary["monthRate"].double == 1.0)
      #expect(summary["totalCompletions"].int == 1)
      #expect((summary["strength"].double ?? 0) > 0)
    }
  }

  @Test func theDefaultRangeIsTheLastThirtyDays() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let days = try await app.get("/api/v1/habits/\(id)/history").json["days"].array
      #expect(days.count == 30)
      #expect(days.first?["day"].string == "2026-10-20")
      #expect(days.last?["day"].string == "2026-11-18")
      let matrix = try await app.get("/api/v1/history").json
      #expect(matrix["days"].array.count == 30)
      #expect(matrix["days"][0].string == "2026-11-18")
    }
  }

  @Test func theMatrixListsActiveHabitsNewestDayFirst() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read", day: "2026-11-17")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-16")
      let old = try await app.createHabit(named: "Old", day: "2026-11-16")
      try await app.send(.post, "/api/v1/habits/\(old)/archive")
      try await app.checkIn(read, on: "2026-11-18")
      try await app.checkIn(walk, on: "2026-11-16", today: "2026-11-18", state: "missed")
      let json = try await app.get("/api/v1/history?start=2026-11-16&end=2026-11-18").json
      #expect(json["days"] == ["2026-11-18", "2026-11-17", "2026-11-16"])
      let rows = json["habits"].array
      #expect(rows.map { $0["habit"]["id"].string } == [read, walk])
      #expect(
        rows[0]["cells"] == [
          [
            "day": "2026-11-18", "outcome": "done", "due": true, "beforeStart": false,
            "isToday": true,
          ],
          [
            "day": "2026-11-17", "outcome": "none", "due": true, "beforeStart": false,
            "isToday": false,
          ],
          [
            "day": "2026-11-16", "outcome": "none", "due": false, "beforeStart": true,
            "isToday": false,
          ],
        ])
      #expect(rows[1]["cells"].array.map { $0["outcome"].string } == ["none", "none", "missed"])
    }
  }

  @Test func rangesAreChecked() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      for base in ["/api/v1/habits/\(id)/history", "/api/v1/history"] {
        try await app.expectError(
          .get, base + "?start=2026-11-18&end=2026-11-01", status: .badRequest,
          code: "bad_request", field: "start", message: "'start' must not be after 'end'")
        try await app.expectError(
          .get, base + "?start=2016-01-01&end=2026-11-18", status: .badRequest,
          code: "bad_request", field: "end")
        try await app.expectError(
          .get, base + "?start=2026-11-1", status: .badRequest, code: "bad_request", field: "start")
        try await app.expectError(
          .get, base + "?end=soon", status: .badRequest, code: "bad_request", field: "end")
        try await app.expectError(
          .get, base + "?day=2026-02-29", status: .badRequest, code: "bad_request", field: "day")
      }
      try await app.expectError(
        .get, "/api/v1/habits/missing/history", status: .notFound, code: "not_found")
    }
  }
}
