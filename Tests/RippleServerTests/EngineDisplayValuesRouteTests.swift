import Testing

/// The statistics' monthly rates and daily average, the calendar's heatmap
/// levels, the card's "goal met" / "rest day" and the streak labels come with the answers.
@Suite struct EngineDisplayValuesRouteTests {
  private static let water =
    #"{"name": "Water", "measure": {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}}"#

  @Test func habitStatisticsCarryMonthsWithAPartlyDoneDayAsHalf() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      let id = try #require(try await app.createHabit(Self.water, day: "2026-10-30")["id"].string)
      for (day, value) in [
        ("2026-10-30", 8), ("2026-10-31", 3), ("2026-11-01", 8), ("2026-11-02", 3),
      ] {
        let reply = try await app.send(
          .put, "/api/v1/habits/\(id)/checkins/\(day)?day=2026-11-18",
          json: #"{"state": "done", "value": \#(value)}"#)
        #expect(reply.status == .ok, "\(reply.text)")
      }
      let stats = try await app.get("/api/v1/habits/\(id)/stats?range=year").json["statistics"]
      let months = stats["months"].array.filter { $0["due"].int ?? 0 > 0 }
      // October: 1 done + 1 partly done of 2 = 75%. November 1–17: 1 + ½ of 17 = 9% (today open).
      #expect(months.map { $0["month"] } == ["2026-10-01", "2026-11-01"])
      #expect(months.map { $0["percent"] } == [75, 9])
      #expect(months.map { $0["due"] } == [2, 17])
      #expect(months.map { $0["fraction"] } == [0.75, 0.088])
      let all = try await app.get("/api/v1/stats?range=year").json
      #expect(all["habits"][0]["months"] == stats["months"])
    }
  }

  @Test func theOverviewCarriesTheDailySummary() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read", day: "2026-11-16")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-16")
      try await app.checkIn(read, on: "2026-11-16", today: "2026-11-18")
      try await app.checkIn(walk, on: "2026-11-16", today: "2026-11-18")
      try await app.checkIn(read, on: "2026-11-17", today: "2026-11-18")
      let overview = try await app.get("/api/v1/stats?range=week").json["overview"]
      let summary = overview["dailySummary"]
      // Monday 100%, Tuesday 50%; Wednesday (today) is still pending, so it counts for nothing
      // yet: (100 + 50) / 2, and the latest day decided is Tuesday.
      #expect(summary["averagePercent"].int == 75)
      #expect(summary["best"] == ["day": "2026-11-16", "done": 2, "due": 2, "percent": 100])
      #expect(summary["latest"]["day"] == "2026-11-17")
    }
  }

  @Test func nothingDueHasNoDailySummary() async throws {
    try await TestApp.run { app in
      let overview = try await app.get("/api/v1/stats?range=week").json["overview"]
      #expect(!overview.keys.contains("dailySummary"))
    }
  }

  @Test func streakHistoryDaysCarryTheirHeatLevel() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read", day: "2026-11-16")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-16")
      try await app.checkIn(read, on: "2026-11-16", today: "2026-11-18")
      try await app.checkIn(walk, on: "2026-11-16", today: "2026-11-18")
      try await app.checkIn(read, on: "2026-11-17", today: "2026-11-18")
      let days = try await app.get(
        "/api/v1/streaks/history?start=2026-11-15&end=2026-11-18"
      ).json["days"].array
      let levels = days.map { ($0["day"].string ?? "", $0["level"].int) }
      #expect(levels.map(\.0) == ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18"])
      #expect(levels.map(\.1) == [nil, 4, 3, 0])
      #expect(!days[0].keys.contains("level"))
    }
  }

  @Test func cardsSayWhyTheyRestAndNameTheirStreakUnit() async throws {
    try await TestApp.run { app in
      let gym = try await app.createHabit(
        #"{"name": "Gym", "schedule": {"kind": "times_per_week", "times": 1}}"#, day: "2026-11-16")
      let id = try #require(gym["id"].string)
      try await app.checkIn(id, on: "2026-11-16", today: "2026-11-18")
      try await app.createHabit(named: "Read")
      let cards = try await app.get("/api/v1/today").json["sections"].array
        .flatMap { $0["cards"].array }
      let byName = Dictionary(
        uniqueKeysWithValues: cards.map { ($0["habit"]["name"].string ?? "", $0) })
      let gymCard = try #require(byName["Gym"])
      #expect(gymCard["dueToday"] == false)
      #expect(gymCard["notDueNote"] == "goal met")
      #expect(gymCard["streak"]["label"] == "week streak")
      let readCard = try #require(byName["Read"])
      #expect(!readCard.keys.contains("notDueNote"))
      #expect(readCard["streak"]["label"] == "day streak")
      let stats = try await app.get("/api/v1/habits/\(id)/stats?range=week").json["statistics"]
      #expect(stats["streak"]["label"] == "week streak")
    }
  }
}
