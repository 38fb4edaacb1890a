import Hummingbird
import HummingbirdTesting
import Testing

/// Limits that keep one request from costing the server a lifetime of days.
@Suite struct BoundsTests {
  @Test func aPinnedDayStaysWithin400DaysOfToday() async throws {
    try await TestApp.run { app in
      #expect(try await app.get("/api/v1/today?day=2027-12-23").status == .ok)
      try await app.expectError(
        .get, "/api/v1/today?day=9999-12-31", status: .badRequest, code: "bad_request",
        field: "day", message: "'day' must be within 400 days of today")
      try await app.expectError(
        .get, "/api/v1/today?day=0001-01-01", status: .badRequest, code: "bad_request",
        field: "day")
    }
  }

  /// Found by schemathesis: the history of a habit created after the pinned day trapped the
  /// server (a range whose start was after its end).
  @Test func aHabitsHistoryOnAPinnedDayBeforeItBegan() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-18")
      let reply = try await app.get(
        "/api/v1/habits/\(id)/history?start=2026-10-01&end=2026-10-03&day=2026-10-03")
      #expect(reply.status == .ok, "\(reply.text)")
      #expect(reply.json["summary"]["totalCompletions"].int == 0)
    }
  }

  @Test func checkInsBefore2000AreRefused() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.expectError(
        .put, "/api/v1/habits/\(id)/checkins/1999-12-31", json: #"{"state": "done"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "day",
        message: "Check-ins can go back to 2000-01-01 at the earliest")
    }
  }

  @Test func orderIsNotAHabitID() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"id": "order", "name": "Read"}"#,
        status: .badRequest, code: "bad_request", field: "id")
    }
  }

  @Test func headAnswersLikeGet() async throws {
    try await TestApp.run { app in
      let reply = try await app.send(.head, "/health")
      #expect(reply.status == .ok)
      #expect(try await app.send(.head, "/api/v1/today").status == .ok)
    }
  }
}
