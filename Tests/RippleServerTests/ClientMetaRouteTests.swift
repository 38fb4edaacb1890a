import RippleTestSupport
import RippleWire
import Testing

@testable import RippleServer
@testable import RippleServices

/// `GET /api/v1/meta`: what the web app used to hard-code, as the engine has it.
@Suite struct ClientMetaRouteTests {
  @Test func carriesTheUsersCalendar() async throws {
    // 2026-11-19 01:30 in Tokyo is Thursday; with the day starting at 03:00 it is still Wednesday.
    try await TestApp.run(now: TestClock.millis("2026-11-18T16:30:00Z")) { app in
      try await app.send(
        .patch, "/api/v1/settings",
        json: #"{"timeZone": "Asia/Tokyo", "dayStartHour": 3, "firstWeekday": "sun"}"#)
      let calendar = try await app.get("/api/v1/meta").json["calendar"]
      #expect(calendar["today"] == "2026-11-18")
      #expect(calendar["tomorrow"] == "2026-11-19")
      #expect(calendar["weekStart"] == "2026-11-15")
      #expect(calendar["weekEnd"] == "2026-11-21")
      #expect(calendar["firstWeekday"] == "sun")
      #expect(calendar["weekdays"][0] == "sun")
      #expect(calendar["weekdays"][6] == "sat")
      #expect(calendar["minutesIntoDay"].int == 22 * 60 + 30)
      #expect(calendar["dateTitle"] == "Wednesday, Nov 18")
    }
  }

  @Test func namesTheServersVersionAndStore() async throws {
    try await TestApp.run { app in
      let server = try await app.get("/api/v1/meta").json["server"]
      #expect(server["version"].string == ServerInfo.version)
      let expected = StoreKind.forServerTests == .postgres ? "postgresql" : "sqlite"
      #expect(server["store"].string == expected)
    }
  }

  @Test func freePlanLimitsAndWhatFitsNow() async throws {
    try await TestApp.run { app in
      for name in ["A", "B", "C", "D", "E"] { try await app.createHabit(named: name) }
      let plan = try await app.get("/api/v1/meta").json["plan"]
      #expect(plan["tier"] == "free")
      #expect(plan["premium"] == false)
      #expect(plan["activeHabitLimit"].int == 5)
      #expect(plan["categoryLimit"].int == 3)
      #expect(plan["remindersPerDayLimit"].int == 3)
      #expect(plan["statisticsDaysLimit"].int == 7)
      #expect(plan["activeHabits"].int == 5)
      #expect(plan["canAddHabit"]["allowed"] == false)
      #expect(
        plan["canAddHabit"]["reason"].string?.hasPrefix("The free plan includes up to 5") == true)
      #expect(plan["canAddCategory"]["allowed"] == true)
    }
  }

  @Test func premiumLimitsAreNull() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      let meta = try await app.get("/api/v1/meta").json
      let plan = meta["plan"]
      #expect(plan["premium"] == true)
      #expect(plan.keys.contains("activeHabitLimit"))
      #expect(plan["activeHabitLimit"] == .null)
      #expect(plan["statisticsDaysLimit"] == .null)
      #expect(meta["statsRanges"].array.allSatisfy { $0["locked"] == false })
    }
  }

  @Test func textAndScheduleLimitsComeFromTheEngine() async throws {
    try await TestApp.run { app in
      let meta = try await app.get("/api/v1/meta").json
      #expect(meta["textLimits"]["name"].int == 50)
      #expect(meta["textLimits"]["description"].int == 200)
      #expect(meta["textLimits"]["unit"].int == 20)
      #expect(meta["textLimits"]["categoryName"].int == 30)
      #expect(meta["textLimits"]["note"].int == 100)
      #expect(meta["textLimits"]["icon"].int == 40)
      #expect(meta["scheduleLimits"]["timesPerWeek"] == ["min": 1, "max": 7])
      #expect(meta["scheduleLimits"]["everyNDays"]["max"].int == 365)
      #expect(meta["scheduleLimits"]["monthDays"] == ["min": 1, "max": 31])
      #expect(meta["scheduleLimits"]["remindersPerHabit"].int == 10)
      let kinds = meta["scheduleKinds"].array.compactMap { $0["kind"].string }
      #expect(
        kinds == [
          "daily", "times_per_week", "weekdays", "every_n_days", "month_days", "times_in_days",
        ])
      #expect(meta["scheduleKinds"][1]["streakUnit"] == "week")
      #expect(meta["scheduleKinds"][5]["offered"] == false)
      #expect(meta["targetKinds"][1] == ["code": "at_most", "title": "At most"])
    }
  }

  @Test func palettesAreTheEngines() async throws {
    try await TestApp.run { app in
      let palette = try await app.get("/api/v1/meta").json["palette"]
      #expect(palette["auto"].array.count == 8)
      #expect(palette["auto"][0] == ["name": "Coral", "hex": "#FF6B6B"])
      #expect(palette["presets"].array.count == 16)
      #expect(palette["presets"].array.contains(["name": "Iris", "hex": "#6366F1"]))
      #expect(palette["defaultAccent"] == "#6366F1")
      #expect(palette["accents"][0] == ["name": "Iris", "hex": "#6366F1"])
    }
  }

  @Test func nextAutoColourCountsArchivedHabits() async throws {
    // All habits, archived ones too, pick the next colour (not Today's count).
    try await TestApp.run { app in
      let first = try await app.get("/api/v1/meta").json["palette"]["nextAuto"]
      #expect(first == ["name": "Coral", "hex": "#FF6B6B"])
      let run = try await app.createHabit(named: "Run")
      try await app.createHabit(named: "Read")
      try await app.send(.post, "/api/v1/habits/\(run)/archive")
      let meta = try await app.get("/api/v1/meta").json
      #expect(meta["palette"]["nextAuto"] == ["name": "Lime", "hex": "#7ED687"])
      #expect(meta["plan"]["activeHabits"].int == 1)
      let created = try await app.createHabit(#"{"name": "Swim"}"#)
      #expect(created["color"] == "#7ED687")
    }
  }

  @Test func freeStatisticsRangesAreLockedWithAReason() async throws {
    try await TestApp.run { app in
      let ranges = try await app.get("/api/v1/meta").json["statsRanges"].array
      let open = ranges.filter { $0["locked"] == false }.compactMap { $0["code"].string }
      #expect(open == ["week", "7d"])
      let month = try #require(ranges.first { $0["code"] == "month" })
      #expect(month["reason"].string?.contains("Premium") == true)
      #expect(try await app.get("/api/v1/meta").json["milestones"][0].int == 3)
    }
  }

  @Test func aBadDayIsRefused() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .get, "/api/v1/meta?day=nope", status: .badRequest, code: "bad_request", field: "day")
    }
  }

  @Test func displayFollowsCalmMode() async throws {
    try await TestApp.run { app in
      let full = try await app.get("/api/v1/meta").json["display"]
      #expect(full == ["celebrations": "full", "calm": false, "streaksVisible": true])
      try await app.send(.patch, "/api/v1/settings", json: #"{"celebrations": "off"}"#)
      let calm = try await app.get("/api/v1/meta").json["display"]
      #expect(calm == ["celebrations": "off", "calm": true, "streaksVisible": false])
      let today = try await app.get("/api/v1/today").json
      #expect(today["calm"] == true)
      #expect(today["streaksVisible"] == false)
    }
  }
}
