import NIOCore
import Testing

/// Every refusal of the habit routes: the status, the one error shape, the field, the specs'
/// message, and nothing written.
@Suite struct HabitErrorTests {
  @Test(arguments: [
    (#"{"name": ""}"#, "name", "Please enter a habit name"),
    (#"{"name": "   "}"#, "name", "Please enter a habit name"),
    (#"{}"#, "name", "Please enter a habit name"),
    (
      #"{"name": "\#(String(repeating: "a", count: 51))"}"#, "name",
      "Name must be 50 characters or fewer"
    ),
    (
      #"{"name": "Run", "schedule": {"kind": "times_per_week", "times": 8}}"#, "schedule",
      "Weekly target must be between 1 and 7 times"
    ),
    (
      #"{"name": "Run", "schedule": {"kind": "times_per_week", "times": 0}}"#, "schedule",
      "Weekly target must be between 1 and 7 times"
    ),
    (
      #"{"name": "Run", "schedule": {"kind": "weekdays", "weekdays": []}}"#, "schedule",
      "Choose at least one day of the week"
    ),
    (
      #"{"name": "Run", "description": "\#(String(repeating: "d", count: 201))"}"#, "description",
      "Description must be 200 characters or fewer"
    ),
    (#"{"name": "Run", "color": "red"}"#, "color", "Colour must be a hex colour like #FF6B6B"),
    (
      #"{"name": "Run", "measure": {"kind": "numeric", "target": 0, "unit": "km", "targetKind": "at_least"}}"#,
      "measure", "Please enter a valid number"
    ),
  ])
  func createRefusesInvalidHabits(json: String, field: String, message: String) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/habits", json: json, status: .unprocessableContent,
        code: "validation_failed", field: field, message: message)
    }
  }

  @Test func fiftyCharactersIsEnough() async throws {
    try await TestApp.run { app in
      let name = String(repeating: "a", count: 50)
      let habit = try await app.createHabit(#"{"name": "\#(name)"}"#)
      #expect(habit["name"].string == name)
    }
  }

  @Test func duplicateNamesAreRefusedIgnoringCase() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read")
      let walk = try await app.createHabit(named: "Walk")
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "  rEAD "}"#, status: .unprocessableContent,
        code: "validation_failed", field: "name", message: "A habit with this name already exists")
      try await app.expectError(
        .patch, "/api/v1/habits/\(walk)", json: #"{"name": "READ"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "name",
        message: "A habit with this name already exists")
      let renamed = try await app.send(.patch, "/api/v1/habits/\(read)", json: #"{"name": "read"}"#)
      #expect(renamed.status == .ok)
      #expect(renamed.json["name"].string == "read")
    }
  }

  @Test func patchValidatesLikeCreate() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Run")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: #"{"name": ""}"#, status: .unprocessableContent,
        code: "validation_failed", field: "name", message: "Please enter a habit name")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)",
        json: #"{"schedule": {"kind": "times_per_week", "times": 8}}"#,
        status: .unprocessableContent, code: "validation_failed", field: "schedule",
        message: "Weekly target must be between 1 and 7 times")
    }
  }

  @Test func sixthActiveHabitNeedsPremiumOnTheFreeTier() async throws {
    try await TestApp.run { app in
      for name in ["A", "B", "C", "D", "E"] { _ = try await app.createHabit(named: name) }
      let reply = try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "F"}"#, status: .forbidden,
        code: "needs_premium", field: nil)
      #expect(reply.json["error"]["message"].string?.contains("up to 5 active habits") == true)
      #expect(try await app.snapshot().habits.count == 5)
    }
  }

  @Test func unarchivingPastTheFreeLimitNeedsPremium() async throws {
    try await TestApp.run { app in
      let first = try await app.createHabit(named: "A")
      try await app.send(.post, "/api/v1/habits/\(first)/archive")
      for name in ["B", "C", "D", "E", "F"] { _ = try await app.createHabit(named: name) }
      try await app.expectError(
        .post, "/api/v1/habits/\(first)/unarchive", status: .forbidden, code: "needs_premium")
    }
  }

  @Test func premiumLiftsTheLimit() async throws {
    try await TestApp.run { app in
      let tier = try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      #expect(tier.json["tier"].string == "premium")
      for index in 1...7 { _ = try await app.createHabit(named: "Habit \(index)") }
      #expect(try await app.snapshot().habits.count == 7)
    }
  }

  @Test func aFourthReminderOnADayNeedsPremium() async throws {
    try await TestApp.run { app in
      let reminder = #"[{"time": "08:00", "weekdays": ["mon"]}]"#
      for name in ["A", "B", "C"] {
        try await app.createHabit(#"{"name": "\#(name)", "reminders": \#(reminder)}"#)
      }
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "D", "reminders": \#(reminder)}"#,
        status: .forbidden, code: "needs_premium")
    }
  }

  @Test func anExistingIDIsAConflict() async throws {
    try await TestApp.run { app in
      let habit = try await app.createHabit(#"{"id": "abc-1", "name": "Read"}"#)
      #expect(habit["id"].string == "abc-1")
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"id": "abc-1", "name": "Walk"}"#, status: .conflict,
        code: "conflict")
    }
  }

  @Test(arguments: [
    ("{", nil),
    ("not json", nil),
    ("", nil),
    (#"["Read"]"#, nil),
    (#"{"name": 5}"#, "name"),
    (#"{"name": "Run", "schedule": {"kind": "hourly"}}"#, "schedule.kind"),
    (#"{"name": "Run", "schedule": {"kind": "times_per_week"}}"#, "schedule.times"),
    (#"{"name": "Run", "schedule": {"kind": "times_per_week", "times": "3"}}"#, "schedule.times"),
    (
      #"{"name": "Run", "reminders": [{"time": "25:00", "weekdays": ["mon"]}]}"#, "reminders.0.time"
    ),
    (#"{"id": "not/a uuid", "name": "Run"}"#, "id"),
  ])
  func malformedBodiesAreBadRequests(body: String, field: String?) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/habits", json: body, status: .badRequest, code: "bad_request",
        field: field)
    }
  }

  @Test func malformedPatchIsABadRequest() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: #"{"name": "#, status: .badRequest,
        code: "bad_request", message: "The body is not valid JSON")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: #"{"archived": "yes", "color": 1}"#,
        status: .badRequest, code: "bad_request", field: "color")
    }
  }

  @Test func badQueryParametersAreNamed() async throws {
    try await TestApp.run { app in
      let reply = try await app.expectError(
        .get, "/api/v1/habits?status=deleted", status: .badRequest, code: "bad_request",
        field: "status")
      #expect(
        reply.json["error"]["message"].string == "'status' must be one of active, archived, all")
      try await app.expectError(
        .post, "/api/v1/habits?day=2026-13-01", json: #"{"name": "Read"}"#, status: .badRequest,
        code: "bad_request", field: "day")
    }
  }

  @Test func bodiesOverTheLimitAreTooLarge() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let padding = String(repeating: " ", count: 65 * 1024)
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "Walk"\#(padding)}"#, status: .contentTooLarge,
        code: "too_large")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: #"{"name": "Walk"\#(padding)}"#,
        status: .contentTooLarge, code: "too_large")
      try await app.expectError(
        .put, "/api/v1/habits/order", json: #"{"ids": []\#(padding)}"#, status: .contentTooLarge,
        code: "too_large")
    }
  }

  @Test func unknownIDsAreNotFound() async throws {
    try await TestApp.run { app in
      let known = try await app.createHabit(named: "Read")
      let missing = "00000000-0000-0000-0000-000000000000"
      try await app.expectError(
        .get, "/api/v1/habits/\(missing)", status: .notFound, code: "not_found")
      try await app.expectError(
        .patch, "/api/v1/habits/\(missing)", json: #"{"name": "Walk"}"#, status: .notFound,
        code: "not_found")
      try await app.expectError(
        .delete, "/api/v1/habits/\(missing)", status: .notFound, code: "not_found")
      try await app.expectError(
        .post, "/api/v1/habits/\(missing)/archive", status: .notFound, code: "not_found")
      try await app.expectError(
        .post, "/api/v1/habits/\(missing)/unarchive", status: .notFound, code: "not_found")
      try await app.expectError(
        .put, "/api/v1/habits/order", json: #"{"ids": ["\#(known)", "\#(missing)"]}"#,
        status: .notFound, code: "not_found")
    }
  }

  @Test func reorderRefusesRepeatedIDs() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.expectError(
        .put, "/api/v1/habits/order", json: #"{"ids": ["\#(id)", "\#(id)"]}"#,
        status: .unprocessableContent, code: "validation_failed", field: "ids",
        message: "Each habit may appear only once")
      try await app.expectError(
        .put, "/api/v1/habits/order", json: #"{"order": []}"#, status: .badRequest,
        code: "bad_request", field: "ids")
    }
  }
}
