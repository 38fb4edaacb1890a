import RippleCore
import Testing

/// Offline replays follow the documented rule: newer `updatedAt` wins, deletes included, and a
/// clock far ahead cannot lock a day.
@Suite struct ReplayRouteTests {
  @Test func aQueuedOlderPutDoesNotResurrectAClearedDay() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      let path = "/api/v1/habits/\(id)/checkins/2026-11-17"
      let first = try await app.send(.put, path, json: #"{"state": "done", "updatedAt": 1000}"#)
      #expect(first.json["applied"].bool == true)
      let cleared = try await app.send(.delete, path + "?updatedAt=3000")
      #expect(cleared.json["applied"].bool == true)

      let replayed = try await app.send(.put, path, json: #"{"state": "done", "updatedAt": 2000}"#)

      #expect(replayed.status == .ok)
      #expect(replayed.json["applied"].bool == false)
      #expect(replayed.json["checkIn"] == .null)
      #expect(try await app.snapshot().checkIns.isEmpty)
    }
  }

  @Test func aFarFutureUpdatedAtIsClampedSoTheDayStaysWritable() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      let path = "/api/v1/habits/\(id)/checkins/2026-11-17"
      let future = try await app.send(
        .put, path, json: #"{"state": "done", "updatedAt": 9000000000000}"#)
      let clamped = TestClock.wednesdayMorning + 5 * 60 * 1000
      #expect(future.json["checkIn"]["updatedAt"].int == Int(clamped))

      app.clock.now += 10 * 60 * 1000
      let later = try await app.send(.put, path, json: #"{"state": "skipped"}"#)

      #expect(later.json["applied"].bool == true)
      #expect(try await app.snapshot().checkIns.map(\.state) == [.skipped])
    }
  }
}

@Suite struct HostileTextRouteTests {
  @Test(arguments: [
    #"{"name": "Re\u0000ad"}"#, #"{"name": "\u200b\u200d"}"#,
    #"{"name": "a\#(String(repeating: "\\u0301", count: 3000))"}"#,
  ])
  func namesThatWouldCorruptStorageAreRefusedOnTheirField(json: String) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/habits", json: json, status: .unprocessableContent,
        code: "validation_failed", field: "name")
    }
  }

  @Test func aNoteWithANulIsRefused() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-17",
        json: #"{"state": "done", "note": "one\u0000two"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "note")
    }
  }
}
