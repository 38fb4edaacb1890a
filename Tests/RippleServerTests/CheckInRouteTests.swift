import RippleCore
import Testing

@Suite struct CheckInRouteTests {
  @Test func putStoresTheCheckInAndAnswersWithTheCard() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      let reply = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18",
        json: #"{"state": "done", "note": " Chapter 3 ", "mood": "great"}"#)
      #expect(reply.status == .ok, "\(reply.text)")
      let json = reply.json
      #expect(json["applied"].bool == true)
      #expect(json["checkIn"]["day"].string == "2026-11-18")
      #expect(json["checkIn"]["state"].string == "done")
      #expect(json["checkIn"]["note"].string == "Chapter 3")
      #expect(json["checkIn"]["mood"].string == "great")
      #expect(json["checkIn"]["loggedMinute"].int == 9 * 60)
      #expect(json["checkIn"]["updatedAt"].int == Int(TestClock.wednesdayMorning))
      #expect(json["card"]["habit"]["id"].string == id)
      #expect(json["card"]["today"]["state"].string == "done")
      #expect(json["card"]["week"]["text"].string == "1 / 7")
      #expect(json["card"]["week"]["done"].int == 1)
      #expect(json["card"]["week"]["target"].int == 7)
      #expect(json["card"]["week"]["slots"].array.count == 7)
      #expect(json["card"]["streak"]["current"].int == 1)
      #expect(json["card"]["strength"].double.map { $0 > 0 } == true)
      #expect(json["summary"] == ["due": 1, "done": 1, "ratio": 1, "tierText": "Perfect!"])
      #expect(json["perfectDay"].bool == true)

      let stored = try await app.snapshot().checkIns
      #expect(stored.count == 1)
      #expect(stored.first?.note == "Chapter 3")
      #expect(stored.first?.mood == .great)
    }
  }

  @Test func putTwiceKeepsOneCheckIn() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let first = try await app.checkIn(id, on: "2026-11-18")
      #expect(first["celebration"]["segmentFilled"].bool == true)
      let before = try await app.snapshot()
      let second = try await app.checkIn(id, on: "2026-11-18")
      #expect(second["applied"].bool == true)
      #expect(second["card"] == first["card"])
      #expect(second["celebration"]["segmentFilled"].bool == false)
      let after = try await app.snapshot()
      #expect(after == before)
      #expect(after.checkIns.count == 1)
    }
  }

  @Test func anOlderReplayIsNotApplied() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let uri = "/api/v1/habits/\(id)/checkins/2026-11-18"
      let newer = try await app.send(
        .put, uri, json: #"{"state": "done", "updatedAt": 2000, "note": "newer"}"#)
      #expect(newer.json["applied"].bool == true)
      let before = try await app.snapshot()

      let older = try await app.send(
        .put, uri, json: #"{"state": "skipped", "updatedAt": 1000, "note": "older"}"#)
      #expect(older.status == .ok)
      #expect(older.json["applied"].bool == false)
      #expect(older.json["checkIn"]["state"].string == "done")
      #expect(older.json["checkIn"]["note"].string == "newer")
      #expect(older.json["celebration"]["segmentFilled"].bool == false)

      let olderDelete = try await app.send(.delete, uri + "?updatedAt=1500")
      #expect(olderDelete.status == .ok)
      #expect(olderDelete.json["applied"].bool == false)
      #expect(olderDelete.json["checkIn"]["state"].string == "done")
      #expect(try await app.snapshot() == before)
    }
  }

  @Test func deleteClearsTheDay() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.checkIn(id, on: "2026-11-18")
      let reply = try await app.send(.delete, "/api/v1/habits/\(id)/checkins/2026-11-18")
      #expect(reply.status == .ok)
      #expect(reply.json["applied"].bool == true)
      #expect(reply.json["checkIn"].isNull)
      #expect(reply.json["card"]["today"]["state"].string == "none")
      #expect(reply.json["card"]["week"]["text"].string == "0 / 5")
      #expect(reply.json["summary"]["done"].int == 0)
      #expect(
        reply.json["celebration"].withoutNulls == [
          "segmentFilled": false, "weeklyGoalReached": false, "perfectDay": false,
        ])
      #expect(try await app.snapshot().checkIns.isEmpty)

      let again = try await app.send(.delete, "/api/v1/habits/\(id)/checkins/2026-11-18")
      #expect(again.status == .ok)
      #expect(again.json["checkIn"].isNull)
    }
  }

  @Test func skippedAndMissedAreStored() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      let skipped = try await app.checkIn(
        id, on: "2026-11-16", today: "2026-11-18", state: "skipped")
      #expect(skipped["checkIn"]["state"].string == "skipped")
      #expect(skipped["celebration"]["segmentFilled"].bool == false)
      let missed = try await app.checkIn(id, on: "2026-11-17", today: "2026-11-18", state: "missed")
      #expect(missed["card"]["week"]["slots"][1]["outcome"].string == "missed")
      #expect(missed["card"]["week"]["slots"][0]["outcome"].string == "skipped")
      #expect(try await app.snapshot().checkIns.map(\.state) == [.skipped, .missed])
    }
  }

  @Test func numericHabitsTakeAValue() async throws {
    try await TestApp.run { app in
      let habit = try await app.createHabit(
        #"{"name": "Water", "measure": {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}}"#
      )
      let id = try #require(habit["id"].string)
      let partial = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18", json: #"{"state": "done", "value": 3}"#)
      #expect(partial.json["checkIn"]["value"].double == 3)
      #expect(partial.json["card"]["today"]["state"].string == "partial")
      let full = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18", json: #"{"state": "done", "value": 8}"#)
      #expect(full.json["card"]["today"]["state"].string == "done")
      #expect(full.json["celebration"]["segmentFilled"].bool == true)
    }
  }

  @Test func validationErrorsNameTheField() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let uri = "/api/v1/habits/\(id)/checkins/2026-11-18"
      try await app.expectError(
        .put, uri, json: #"{"state": "done", "note": "\#(String(repeating: "n", count: 101))"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "note",
        message: "Note must be 100 characters or fewer")
      try await app.expectError(
        .put, uri, json: #"{"state": "maybe"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "state", message: "State must be done, skipped or missed")
      try await app.expectError(
        .put, uri, json: #"{"state": "done", "mood": "meh"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "mood", message: "Mood must be great, good, okay or bad")
      try await app.expectError(
        .put, uri, json: #"{"state": "done", "value": -1}"#, status: .unprocessableContent,
        code: "validation_failed", field: "value")
      try await app.expectError(
        .put, uri, json: #"{"state": "done", "loggedMinute": 1440}"#,
        status: .unprocessableContent, code: "validation_failed", field: "loggedMinute")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-19", json: #"{"state": "done"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "day",
        message: "You can't log a day that hasn't happened yet")
      try await app.expectError(
        .delete, "/api/v1/habits/\(id)/checkins/2026-11-19", status: .unprocessableContent,
        code: "validation_failed", field: "day")
    }
  }

  @Test func aNoteOfAHundredCharactersIsStored() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let note = String(repeating: "n", count: 100)
      let reply = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18",
        json: #"{"state": "done", "note": "\#(note)"}"#)
      #expect(reply.json["checkIn"]["note"].string == note)
    }
  }

  @Test func malformedRequestsAreBadRequests() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let uri = "/api/v1/habits/\(id)/checkins/2026-11-18"
      try await app.expectError(
        .put, uri, json: #"{"state": "#, status: .badRequest, code: "bad_request",
        message: "The body is not valid JSON")
      try await app.expectError(
        .put, uri, json: #"{"note": "x"}"#, status: .badRequest, code: "bad_request",
        field: "state", message: "'state' is required")
      try await app.expectError(
        .put, uri, json: #"{"state": "done", "value": "three"}"#, status: .badRequest,
        code: "bad_request", field: "value")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/2026-02-30", json: #"{"state": "done"}"#,
        status: .badRequest, code: "bad_request", field: "day")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/yesterday", json: #"{"state": "done"}"#,
        status: .badRequest, code: "bad_request", field: "day")
      try await app.expectError(
        .put, uri + "?day=18-11-2026", json: #"{"state": "done"}"#, status: .badRequest,
        code: "bad_request", field: "day")
      try await app.expectError(
        .delete, uri + "?updatedAt=soon", status: .badRequest, code: "bad_request",
        field: "updatedAt")
      try await app.expectError(
        .delete, "/api/v1/habits/\(id)/checkins/2026-11-31", status: .badRequest,
        code: "bad_request", field: "day")
    }
  }

  @Test func bodiesOverSixteenKilobytesAreTooLarge() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let padding = String(repeating: " ", count: 17 * 1024)
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-18", json: #"{"state": "done"\#(padding)}"#,
        status: .contentTooLarge, code: "too_large")
    }
  }

  @Test func unknownHabitsAreNotFound() async throws {
    try await TestApp.run { app in
      _ = try await app.createHabit(named: "Read")
      try await app.expectError(
        .put, "/api/v1/habits/missing/checkins/2026-11-18", json: #"{"state": "done"}"#,
        status: .notFound, code: "not_found")
      try await app.expectError(
        .delete, "/api/v1/habits/missing/checkins/2026-11-18", status: .notFound,
        code: "not_found")
    }
  }
}
