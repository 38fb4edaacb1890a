import HTTPTypes
import Testing

/// A check-in's answer carries Today's layout after it (`todayLayout`) when asked for
/// (`?include=todayLayout`): the sections' cards as habit ids, the streak notices and the lists of
/// habits, exactly as GET /today lays them out then, so the web app draws a tap from the answer
/// alone. Other clients do not pay for it.
@Suite struct TodayLayoutRouteTests {
  /// What of Today the layout stands for: each section's kind, title and habit ids, and the
  /// members the two share.
  static func layout(ofToday today: JSON) -> JSON {
    var members: [String: JSON] = [
      "day": today["day"], "atRisk": today["atRisk"], "notDueToday": today["notDueToday"],
      "tomorrow": today["tomorrow"], "graceBanner": today["graceBanner"],
    ]
    members["sections"] = .array(
      today["sections"].array.map { section in
        .object([
          "kind": section["kind"], "title": section["title"],
          "habitIds": .array(section["cards"].array.map { $0["habit"]["id"] }),
        ])
      })
    return JSON.object(members).withoutNulls
  }

  @Test(arguments: ["full", "off"])
  func theAnswersLayoutIsTodaysAfterTheWrite(celebrations: String) async throws {
    try await TestApp.run(now: TestClock.millis("2026-11-18T20:00:00Z")) { app in
      try await app.send(.patch, "/api/v1/settings", json: #"{"celebrations": "\#(celebrations)"}"#)
      let read = try await app.createHabit(named: "Read", day: "2026-11-10")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-10")
      let gym =
        try await app.createHabit(
          #"{"name": "Gym", "schedule": {"kind": "weekdays", "weekdays": ["mon"]}}"#,
          day: "2026-11-10")["id"].string ?? ""
      for day in ["2026-11-15", "2026-11-16", "2026-11-17"] {
        try await app.checkIn(read, on: day, today: "2026-11-18")
        try await app.checkIn(walk, on: day, today: "2026-11-18")
      }
      // Walk done first, then Read: calm mode lists them as completed, in that order; Gym,
      // not due on a Wednesday, is logged and moves out of the not-due list onto Today.
      for (habit, state) in [(walk, "done"), (read, "done"), (gym, "done"), (read, "skipped")] {
        let answer = try await app.send(
          .put, "/api/v1/habits/\(habit)/checkins/2026-11-18?day=2026-11-18&include=todayLayout",
          json: #"{"state": "\#(state)"}"#
        ).json
        let today = try await app.get("/api/v1/today?day=2026-11-18").json
        #expect(answer["todayLayout"].withoutNulls == Self.layout(ofToday: today))
      }
      let cleared = try await app.send(
        .delete, "/api/v1/habits/\(read)/checkins/2026-11-18?day=2026-11-18&include=todayLayout")
      let today = try await app.get("/api/v1/today?day=2026-11-18").json
      #expect(cleared.json["todayLayout"].withoutNulls == Self.layout(ofToday: today))
      #expect(!today["atRisk"].array.isEmpty || celebrations == "off")
    }
  }

  @Test func onlyAnAnswerThatAsksLaysTodayOut() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read")
      let day = "2026-11-18"  // TestClock.wednesdayMorning's day
      let plain = try await app.checkIn(read, on: day)
      #expect(plain["todayLayout"].isNull)
      #expect(plain["card"]["habit"]["id"].string == read)
      let cleared = try await app.send(
        .delete, "/api/v1/habits/\(read)/checkins/\(day)?day=\(day)")
      #expect(cleared.status == .ok && cleared.json["todayLayout"].isNull)
      for method in [HTTPRequest.Method.put, .delete] {
        let refused = try await app.send(
          method, "/api/v1/habits/\(read)/checkins/\(day)?day=\(day)&include=today",
          json: method == .put ? #"{"state": "done"}"# : nil)
        #expect(refused.status == .badRequest)
        #expect(refused.json["error"]["field"].string == "include")
      }
      #expect(try await app.get("/api/v1/today?day=\(day)").json["summary"]["done"].int == 0)
    }
  }
}
