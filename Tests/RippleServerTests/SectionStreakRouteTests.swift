import Testing

@Suite struct SectionStreakRouteTests {
  /// Stretch (07:00) done Mon 16 and Wed 18, Journal (21:00) done Mon 16 and Tue 17; today is
  /// Wednesday 18 November at 09:00 UTC.
  static func createSections(_ app: TestApp) async throws {
    let stretch = try await app.createHabit(
      #"{"name": "Stretch", "reminders": [{"time": "07:00"}]}"#, day: "2026-11-16")
    let journal = try await app.createHabit(
      #"{"name": "Journal", "reminders": [{"time": "21:00"}]}"#, day: "2026-11-16")
    let (stretchID, journalID) = (stretch["id"].string ?? "", journal["id"].string ?? "")
    for day in ["2026-11-16", "2026-11-18"] {
      try await app.checkIn(stretchID, on: day, today: "2026-11-18")
    }
    for day in ["2026-11-16", "2026-11-17"] {
      try await app.checkIn(journalID, on: day, today: "2026-11-18")
    }
  }

  @Test func currentStreaksPerSection() async throws {
    try await TestApp.run { app in
      try await Self.createSections(app)
      let json = try await app.get("/api/v1/streaks/current").json
      #expect(
        json["sections"].withoutNulls == [
          [
            "section": "morning", "title": "Morning", "current": 1, "longest": 1,
            "lastCompletedDay": "2026-11-18", "atRisk": false,
          ],
          [
            "section": "evening", "title": "Evening", "current": 2, "longest": 2,
            "lastCompletedDay": "2026-11-17", "atRisk": true, "hoursLeft": 15,
          ],
        ])
      #expect(json["perfectDays"]["current"].int == 0)
      #expect(json["perfectDays"]["longest"].int == 1)
    }
  }

  @Test func aMonthWithSectionsAndStatistics() async throws {
    try await TestApp.run { app in
      try await Self.createSections(app)
      let json = try await app.get("/api/v1/streaks/history?month=2026-11").json
      let days = json["days"].array
      #expect(days.count == 30)
      #expect(
        days[0] == [
          "day": "2026-11-01", "due": 0, "done": 0, "perfect": false, "state": "rest",
          "sections": [],
        ])
      #expect(
        Array(days[15...18]) == [
          [
            "day": "2026-11-16", "due": 2, "done": 2, "perfect": true, "state": "perfect",
            "level": 4,
            "sections": [
              ["section": "morning", "title": "Morning", "due": 1, "done": 1, "complete": true],
              ["section": "evening", "title": "Evening", "due": 1, "done": 1, "complete": true],
            ],
          ],
          [
            "day": "2026-11-17", "due": 2, "done": 1, "perfect": false, "state": "evening",
            "level": 3,
            "sections": [
              ["section": "morning", "title": "Morning", "due": 1, "done": 0, "complete": false],
              ["section": "evening", "title": "Evening", "due": 1, "done": 1, "complete": true],
            ],
          ],
          [
            "day": "2026-11-18", "due": 2, "done": 1, "perfect": false, "state": "morning",
            "level": 3,
            "sections": [
              ["section": "morning", "title": "Morning", "due": 1, "done": 1, "complete": true],
              ["section": "evening", "title": "Evening", "due": 1, "done": 0, "complete": false],
            ],
          ],
          [
            "day": "2026-11-19", "due": 0, "done": 0, "perfect": false, "state": "future",
            "sections": [],
          ],
        ])
      #expect(
        json["month"].withoutNulls == [
          "month": "2026-11", "start": "2026-11-01", "end": "2026-11-30", "firstWeekday": "mon",
          "daysCompleted": 3, "daysCounted": 3, "perfectDays": 1, "completionRate": 1,
          "completionPercent": 100, "habitsDone": 4, "habitsDue": 6, "habitsPercent": 67,
        ])
      let december = try await app.get("/api/v1/streaks/history?month=2026-12").json
      #expect(december["month"]["previous"].string == "2026-11")
      #expect(december["month"]["next"] == .null)
      #expect(december["days"].array.allSatisfy { $0["state"].string == "future" })
    }
  }

  @Test func aRangeCarriesSectionsButNoMonth() async throws {
    try await TestApp.run { app in
      try await Self.createSections(app)
      let json = try await app.get("/api/v1/streaks/history?start=2026-11-17&end=2026-11-17").json
      #expect(json["days"][0]["state"].string == "evening")
      #expect(json["month"] == .null)
    }
  }

  @Test func badMonthsAreNamed() async throws {
    try await TestApp.run { app in
      for month in ["2026-13", "11-2026", "2026-1", "2026-11-01"] {
        try await app.expectError(
          .get, "/api/v1/streaks/history?month=\(month)", status: .badRequest,
          code: "bad_request", field: "month",
          message: "'month' must be a month written yyyy-MM, like 2026-11")
      }
      try await app.expectError(
        .get, "/api/v1/streaks/history?month=2026-11&start=2026-11-01", status: .badRequest,
        code: "bad_request", field: "month",
        message: "Ask for either 'month' or 'start' and 'end'")
    }
  }
}
