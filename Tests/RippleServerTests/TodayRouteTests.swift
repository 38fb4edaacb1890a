import RippleCore
import Testing

@Suite struct TodayRouteTests {
  /// Four habits, one per section, the ones with reminders created in reverse time order.
  static func createDay(_ app: TestApp) async throws -> [String] {
    var ids: [String] = []
    for (name, time) in [("Read", "21:00"), ("Lunch walk", "12:30"), ("Meditate", "07:30")] {
      let habit = try await app.createHabit(
        #"{"name": "\#(name)", "reminders": [{"time": "\#(time)"}]}"#)
      ids.append(try #require(habit["id"].string))
    }
    ids.append(try await app.createHabit(named: "Water"))
    return ids
  }

  @Test func sectionsFollowTheFirstReminder() async throws {
    try await TestApp.run { app in
      _ = try await Self.createDay(app)
      let today = try await app.get("/api/v1/today")
      #expect(today.status == .ok)
      let json = today.json
      #expect(json["day"].string == "2026-11-18")
      #expect(json["dateTitle"].string == "Wednesday, Nov 18")
      #expect(json["habitCount"].int == 4)
      let sections = json["sections"].array
      #expect(sections.map { $0["kind"].string } == ["morning", "afternoon", "evening", "anytime"])
      #expect(
        sections.map { $0["title"].string } == ["Morning", "Afternoon", "Evening", "Anytime"])
      #expect(
        sections.map { $0["cards"].array.map { $0["habit"]["name"].string } } == [
          ["Meditate"], ["Lunch walk"], ["Read"], ["Water"],
        ])
      let meditate = sections[0]["cards"][0]
      #expect(meditate["timeBadge"] == ["time": "07:30", "display": "7:30 AM", "pastDue": true])
      #expect(sections[1]["cards"][0]["timeBadge"]["pastDue"].bool == false)
      #expect(sections[2]["cards"][0]["timeBadge"]["display"].string == "9:00 PM")
      #expect(sections[3]["cards"][0]["timeBadge"].isNull)
      #expect(json["settings"]["tier"].string == "free")
    }
  }

  @Test func theSummaryTextFollowsProgress() async throws {
    try await TestApp.run { app in
      let ids = try await Self.createDay(app)
      let summary = try await app.get("/api/v1/today").json["summary"]
      #expect(summary == ["due": 4, "done": 0, "ratio": 0, "tierText": "Keep going!"])
      var texts: [String?] = []
      for id in ids {
        try await app.checkIn(id, on: "2026-11-18")
        let today = try await app.get("/api/v1/today").json
        texts.append(today["summary"]["tierText"].string)
        #expect(today["perfectDay"].bool == (id == ids.last))
      }
      #expect(texts == ["Keep going!", "Halfway there!", "Almost done!", "Perfect!"])
    }
  }

  @Test func cardsCarryTheWeekAndScheduleText() async throws {
    try await TestApp.run { app in
      try await app.createHabit(
        #"{"name": "Run", "schedule": {"kind": "times_per_week", "times": 3}}"#, day: "2026-11-16")
      try await app.createHabit(
        #"{"name": "Stretch", "schedule": {"kind": "every_n_days", "every": 2, "start": "2026-11-16"}}"#,
        day: "2026-11-16")
      try await app.createHabit(
        #"{"name": "Swim", "schedule": {"kind": "weekdays", "weekdays": ["mon", "fri"]}}"#,
        day: "2026-11-16")
      let cards = try await app.get("/api/v1/today").json["sections"][0]["cards"].array
      #expect(cards.map { $0["habit"]["name"].string } == ["Run", "Stretch"])
      #expect(cards.map { $0["habit"]["scheduleText"].string } == ["3x per week", "Every 2 days"])
      #expect(cards.map { $0["week"]["text"].string } == ["0 / 3", "0 / 4"])
      let slots = cards[0]["week"]["slots"].array
      #expect(
        slots.map { $0["weekday"].string } == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
      #expect(
        slots.map { $0["day"].string?.suffix(2) } == ["16", "17", "18", "19", "20", "21", "22"])
      #expect(slots.map { $0["isToday"].bool } == [false, false, true, false, false, false, false])
      #expect(slots.map { $0["isFuture"].bool } == [false, false, false, true, true, true, true])
      #expect(
        cards[1]["week"]["slots"].array.map { $0["scheduled"].bool } == [
          true, false, true, false, true, false, true,
        ])
      #expect(cards[0]["accessibilityLabel"].string == "Run, 0 of 3 completed this week")
    }
  }

  @Test func aWeekStartingOnSundayMovesTheSlots() async throws {
    try await TestApp.run { app in
      try await app.send(.patch, "/api/v1/settings", json: #"{"firstWeekday": "sun"}"#)
      try await app.createHabit(named: "Read")
      let slots = try await app.get("/api/v1/today").json["sections"][0]["cards"][0]["week"][
        "slots"
      ].array
      #expect(slots.first?["day"].string == "2026-11-15")
      #expect(slots.first?["weekday"].string == "sun")
    }
  }

  @Test func archivedHabitsAreNotOnToday() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.send(.post, "/api/v1/habits/\(id)/archive")
      let today = try await app.get("/api/v1/today").json
      #expect(today["sections"].array.isEmpty)
      #expect(today["summary"]["tierText"].string == "Nothing due today")
    }
  }

  @Test func aStreakIsAtRiskInTheEveningWithHoursLeft() async throws {
    // 20:00 in Paris on Wednesday 18 November (CET, UTC+1).
    try await TestApp.run(now: TestClock.millis("2026-11-18T19:00:00Z")) { app in
      try await app.send(.patch, "/api/v1/settings", json: #"{"timeZone": "Europe/Paris"}"#)
      let read = try await app.createHabit(named: "Read", day: "2026-11-16")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-16")
      for day in ["2026-11-16", "2026-11-17"] {
        try await app.checkIn(read, on: day, today: "2026-11-18")
        try await app.checkIn(walk, on: day, today: "2026-11-18")
      }
      try await app.checkIn(walk, on: "2026-11-18")

      let today = try await app.get("/api/v1/today").json
      #expect(today["day"].string == "2026-11-18")
      #expect(
        today["atRisk"] == [
          [
            "habitId": .string(read), "name": "Read", "streak": 2, "unit": "day", "hoursLeft": 4,
            "message":
              "Streak at risk! Complete Read in the next 4 hours to keep your 2-day streak alive.",
          ]
        ])
      let cards = today["sections"][0]["cards"].array
      #expect(cards[0]["streak"]["atRisk"].bool == true)
      #expect(cards[0]["streak"]["hoursLeft"].int == 4)
      #expect(cards[1]["streak"]["atRisk"].bool == false)
      #expect(cards[1]["streak"]["current"].int == 3)

      app.clock.now = TestClock.millis("2026-11-18T22:30:00Z")
      let late = try await app.get("/api/v1/today").json["atRisk"][0]
      #expect(late["hoursLeft"].int == 1)
      #expect(
        late["message"].string
          == "Streak at risk! Complete Read in the next 1 hour to keep your 2-day streak alive.")

      app.clock.now = TestClock.millis("2026-11-18T23:00:00Z")
      let nextDay = try await app.get("/api/v1/today").json
      #expect(nextDay["day"].string == "2026-11-19")
    }
  }

  @Test func calmModeHidesStreaksAtRiskAndStatesTheCount() async throws {
    try await TestApp.run(now: TestClock.millis("2026-11-18T20:00:00Z")) { app in
      try await app.send(.patch, "/api/v1/settings", json: #"{"celebrations": "off"}"#)
      let read = try await app.createHabit(named: "Read", day: "2026-11-17")
      try await app.createHabit(named: "Walk", day: "2026-11-17")
      try await app.checkIn(read, on: "2026-11-17", today: "2026-11-18")
      let today = try await app.get("/api/v1/today").json
      #expect(today["atRisk"] == [])
      #expect(today["summary"]["tierText"].string == "0 of 2 completed")
      try await app.checkIn(read, on: "2026-11-18")
      let after = try await app.get("/api/v1/today").json
      #expect(after["summary"]["tierText"].string == "1 of 2 completed")
    }
  }

  @Test func theDayStartHourKeepsEarlyHoursInYesterday() async throws {
    try await TestApp.run(now: TestClock.millis("2026-11-18T01:30:00Z")) { app in
      #expect(try await app.get("/api/v1/today").json["day"].string == "2026-11-18")
      try await app.send(.patch, "/api/v1/settings", json: #"{"dayStartHour": 3}"#)
      #expect(try await app.get("/api/v1/today").json["day"].string == "2026-11-17")
    }
  }

  /// Today is answered from a cache while nothing changed; every kind of change shows at once.
  @Test func todayFollowsEveryChange() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      func card() async throws -> JSON {
        try await app.get("/api/v1/today").json["sections"][0]["cards"][0]
      }
      #expect(try await card()["habit"]["name"].string == "Read")
      #expect(try await app.get("/api/v1/today").text == app.get("/api/v1/today").text)
      try await app.send(.patch, "/api/v1/habits/\(id)", json: #"{"name": "Read more"}"#)
      #expect(try await card()["habit"]["name"].string == "Read more")
      try await app.send(.patch, "/api/v1/settings", json: #"{"celebrations": "off"}"#)
      #expect(
        try await app.get("/api/v1/today").json["summary"]["tierText"].string == "0 of 1 completed")
      let day = try Day(parsing: "2026-11-18")
      _ = try await app.store.upsertCheckIn(
        CheckIn(habitID: HabitID(id), day: day, state: .done, updatedAt: 1), for: .local)
      #expect(try await card()["today"]["state"].string == "done")
      app.clock.now += 60_000
      #expect(try await app.get("/api/v1/today").status == .ok)
      #expect(try await app.get("/api/v1/today?day=2026-11-19").json["day"].string == "2026-11-19")
    }
  }

  @Test func thePinnedDayWins() async throws {
    try await TestApp.run { app in
      let today = try await app.get("/api/v1/today?day=2027-01-01").json
      #expect(today["day"].string == "2027-01-01")
      #expect(today["dateTitle"].string == "Friday, Jan 1")
    }
  }

  @Test(arguments: ["2026-11-31", "tomorrow", "2026-1-5", ""])
  func aBadDayIsABadRequest(day: String) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .get, "/api/v1/today?day=\(day)", status: .badRequest, code: "bad_request", field: "day")
    }
  }
}
