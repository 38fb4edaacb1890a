import Testing

/// A day's note and mood stay with the day when its state changes through the API: a body that
/// leaves them out keeps them, a DELETE keeps them for the day's next state, `null` removes them.
@Suite struct KeptNoteRouteTests {
  @Test func unTickingAndTickingAgainKeepsTheNoteAndMood() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Gym")
      let uri = "/api/v1/habits/\(id)/checkins/2026-11-18"
      _ = try await app.send(
        .put, uri,
        json:
          #"{"state": "done", "note": "Leg day, new PR on squats", "mood": "great", "updatedAt": 1000}"#
      )

      let cleared = try await app.send(.delete, uri + "?updatedAt=2000")
      #expect(cleared.status == .ok, "\(cleared.text)")
      #expect(cleared.json["card"]["today"]["state"].string == "none")
      let ticked = try await app.send(.put, uri, json: #"{"state": "done", "updatedAt": 3000}"#)

      #expect(ticked.json["checkIn"]["note"].string == "Leg day, new PR on squats")
      #expect(ticked.json["checkIn"]["mood"].string == "great")
      #expect(ticked.json["card"]["today"]["note"].string == "Leg day, new PR on squats")
      let stored = try await app.snapshot().checkIns
      #expect(stored.map(\.note) == ["Leg day, new PR on squats"])
    }
  }

  @Test func aStateChangeKeepsTheNoteAndNullRemovesIt() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Gym")
      let uri = "/api/v1/habits/\(id)/checkins/2026-11-18"
      _ = try await app.send(
        .put, uri, json: #"{"state": "done", "note": "Sore", "mood": "okay", "updatedAt": 1000}"#)

      let skipped = try await app.send(
        .put, uri, json: #"{"state": "skipped", "updatedAt": 2000}"#)
      #expect(skipped.json["checkIn"]["state"].string == "skipped")
      #expect(skipped.json["checkIn"]["note"].string == "Sore")
      #expect(skipped.json["checkIn"]["mood"].string == "okay")

      let noNote = try await app.send(
        .put, uri, json: #"{"state": "done", "note": null, "updatedAt": 3000}"#)
      #expect(noNote.json["checkIn"]["note"].isNull)
      #expect(noNote.json["checkIn"]["mood"].string == "okay")
    }
  }
}
