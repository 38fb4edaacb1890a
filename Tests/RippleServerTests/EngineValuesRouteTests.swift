import Testing

/// The values the web app used to re-derive come from the engine with each answer.
@Suite struct EngineValuesRouteTests {
  private static let water =
    #"{"name": "Drink water", "measure": {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}}"#

  @Test func aCheckInCarriesThePerfectDaysStreakAfterTheWrite() async throws {
    // Defect 7: the modal must show the streak the write made, not the one before it.
    try await TestApp.run { app in
      // Four days before today, so today's streak of five reaches no milestone (a milestone on the
      // same tap would be the one celebration).
      let read = try await app.createHabit(named: "Read", day: "2026-11-14")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-14")
      for day in ["2026-11-14", "2026-11-15", "2026-11-16", "2026-11-17"] {
        try await app.checkIn(read, on: day, today: "2026-11-18")
        try await app.checkIn(walk, on: day, today: "2026-11-18")
      }
      let first = try await app.checkIn(read, on: "2026-11-18")
      #expect(first["perfectDays"]["current"].int == 4)
      #expect(first["perfectDays"]["atRisk"] == true)
      let last = try await app.checkIn(walk, on: "2026-11-18")
      #expect(last["celebration"]["perfectDay"] == true)
      #expect(last["perfectDays"]["current"].int == 5)
      #expect(last["perfectDays"]["unit"] == "day")
      #expect(last["message"] == "Walk completed")
    }
  }

  @Test func aFirstPerfectDayHasAStreakOfOne() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read")
      let reply = try await app.checkIn(read, on: "2026-11-18")
      #expect(reply["celebration"]["perfectDay"] == true)
      #expect(reply["perfectDays"]["current"].int == 1)
    }
  }

  @Test func aPartialAmountIsLoggedNotCompleted() async throws {
    // Defect 8.
    try await TestApp.run { app in
      let id = try #require(try await app.createHabit(Self.water)["id"].string)
      let uri = "/api/v1/habits/\(id)/checkins/2026-11-18"
      let partial = try await app.send(.put, uri, json: #"{"state": "done", "value": 3}"#).json
      #expect(partial["message"] == "3 of 8 glasses logged")
      #expect(partial["card"]["today"]["progressText"] == "3 of 8 glasses")
      #expect(partial["card"]["today"]["targetMet"] == false)
      let met = try await app.send(.put, uri, json: #"{"state": "done", "value": 8}"#).json
      #expect(met["message"] == "Drink water completed")
      #expect(met["card"]["today"]["targetMet"] == true)
      let cleared = try await app.send(.delete, uri).json
      #expect(cleared["message"] == "Drink water marked not complete")
    }
  }

  @Test func numericHabitsCarryTheirValueEntry() async throws {
    try await TestApp.run { app in
      let water = try await app.createHabit(Self.water)
      #expect(water["valueEntry"]["steps"] == [1, 2, 5])
      #expect(water["valueEntry"]["decrement"] == 1)
      #expect(water["valueEntry"]["metMin"] == 8)
      #expect(!water["valueEntry"].keys.contains("metMax"))
      #expect(water["streakUnit"] == "day")
      let run = try await app.createHabit(
        #"{"name": "Run", "measure": {"kind": "numeric", "target": 60, "unit": "min", "targetKind": "at_least"}, "schedule": {"kind": "times_per_week", "times": 3}}"#
      )
      #expect(run["valueEntry"]["steps"] == [5, 10, 25])
      #expect(!run["valueEntry"].keys.contains("decrement"))
      #expect(run["streakUnit"] == "week")
      let read = try await app.createHabit(#"{"name": "Read"}"#)
      #expect(!read.keys.contains("valueEntry"))
      let card = try await app.get("/api/v1/today").json["sections"][0]["cards"][0]
      #expect(card["today"]["progressText"] == "0 of 8 glasses")
      #expect(card["habit"]["valueEntry"]["steps"] == [1, 2, 5])
    }
  }

  @Test func weeklyStreaksAtRiskSpeakInWeeks() async throws {
    // Sunday 22 November, 20:00 UTC: the week's one session is still to do.
    try await TestApp.run(now: TestClock.millis("2026-11-22T20:00:00Z")) { app in
      let gym = try #require(
        try await app.createHabit(
          #"{"name": "Gym", "schedule": {"kind": "times_per_week", "times": 1}}"#,
          day: "2026-10-26")["id"].string)
      for day in ["2026-10-26", "2026-11-02", "2026-11-09"] {
        try await app.checkIn(gym, on: day, today: "2026-11-22")
      }
      let risk = try await app.get("/api/v1/today").json["atRisk"][0]
      #expect(risk["unit"] == "week")
      #expect(
        risk["message"]
          == "Streak at risk! Complete Gym in the next 4 hours to keep your 3-week streak alive.")
    }
  }

  @Test func habitsNotDueTodayAndTomorrowArePreviewed() async throws {
    // Defect 12: Wednesday 18 November; a Thursday habit has no card but stays listed.
    try await TestApp.run { app in
      try await app.createHabit(named: "Read")
      try await app.createHabit(
        #"{"name": "Swim", "schedule": {"kind": "weekdays", "weekdays": ["thu"]}}"#)
      try await app.createHabit(
        #"{"name": "Plan", "schedule": {"kind": "weekdays", "weekdays": ["mon"]}}"#)
      let today = try await app.get("/api/v1/today").json
      let cards = today["sections"].array.flatMap { $0["cards"].array }
      #expect(cards.map { $0["habit"]["name"] } == ["Read"])
      let notDue = today["notDueToday"].array
      #expect(notDue.map { $0["name"] } == ["Swim", "Plan"])
      #expect(notDue[0]["nextDue"] == "2026-11-19")
      #expect(notDue[0]["nextDueText"] == "Tomorrow")
      #expect(notDue[1]["nextDueText"] == "Monday")
      #expect(notDue[0]["scheduleText"] == "Thu")
      #expect(today["tomorrow"]["day"] == "2026-11-19")
      #expect(today["tomorrow"]["habits"].array.map { $0["name"] } == ["Read", "Swim"])
    }
  }

  @Test func calmModeSectionsAreTheEngines() async throws {
    try await TestApp.run { app in
      try await app.send(.patch, "/api/v1/settings", json: #"{"celebrations": "off"}"#)
      let read = try await app.createHabit(named: "Read")
      try await app.createHabit(named: "Walk")
      try await app.checkIn(read, on: "2026-11-18")
      let sections = try await app.get("/api/v1/today").json["sections"].array
      #expect(sections.map { $0["kind"] } == ["todo", "completed"])
      #expect(sections.map { $0["title"] } == ["To do", "Completed"])
      #expect(sections[0]["cards"][0]["habit"]["name"] == "Walk")
    }
  }

  @Test func theDetailSummaryCarriesTheMonthRateAndStreakLabel() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      try await app.checkIn(id, on: "2026-11-16", today: "2026-11-18")
      let summary = try await app.get("/api/v1/habits/\(id)/history").json["summary"]
      // The 16th done, the 17th missed, the 18th (today) still pending: 1 of 2.
      #expect(summary["monthRate"].double == 0.5)
      #expect(summary["monthPercent"].int == 50)
      #expect(summary["monthRateText"] == "50%")
      #expect(summary["monthDone"].int == 1)
      #expect(summary["monthDue"].int == 2)
      #expect(summary["streakLabel"] == "day streak")
      let fresh = try await app.createHabit(named: "Walk", day: "2026-11-18")
      let empty = try await app.get("/api/v1/habits/\(fresh)/history?day=2026-11-17").json
      #expect(empty["summary"]["monthRateText"] == "No days due")
    }
  }
}
