import Foundation
import RippleCore
import Testing

@testable import RippleServer

/// Every wizard answer counts: what got in the way before changes the plan and, on accepting,
/// the linked habit's reminder and the weekly summary.
@Suite struct GoalObstacleRouteTests {
  @Test func forgettingGetsAReminderAndMotivationTheWeeklySummary() async throws {
    try await TestApp.run { app in
      var preferences = try await app.store.notificationPreferences(for: .local)
      preferences.weeklySummary = false
      try await app.store.saveNotificationPreferences(preferences, for: .local)

      let created = try await app.send(
        .post, "/api/v1/goals?day=2026-11-18",
        json: #"""
          {"what": "Run a 5k", "timelineWeeks": 8, "reminderTime": "07:30",
           "pastAttempts": {"triedBefore": true, "obstacles": ["forgot", "motivation"]}}
          """#)

      #expect(created.status == .created, "\(created.text)")
      let habitID = try #require(created.json["habitId"].string)
      let habit = try await app.get("/api/v1/habits/\(habitID)").json
      #expect(habit["reminders"][0]["time"].string == "07:30")
      #expect(try await app.store.notificationPreferences(for: .local).weeklySummary)
      let tips = created.json["currentStage"]["tips"].array.compactMap(\.string)
      #expect(tips.contains(ObstacleAdjustments.reflectionTip))
    }
  }

  @Test func forgettingWithNoTimeChosenIsRemindedInTheEarlyEvening() async throws {
    try await TestApp.run { app in
      let created = try await app.send(
        .post, "/api/v1/goals?day=2026-11-18",
        json:
          #"{"what": "Run a 5k", "timelineWeeks": 8, "pastAttempts": {"triedBefore": true, "obstacles": ["forgot"]}}"#
      )
      #expect(created.status == .created, "\(created.text)")
      let habitID = try #require(created.json["habitId"].string)
      let habit = try await app.get("/api/v1/habits/\(habitID)").json
      #expect(habit["reminders"][0]["time"].string == "19:00")
    }
  }

  @Test func theirOwnWordsAndHealthShowInThePreview() async throws {
    try await TestApp.run { app in
      let preview = try await app.send(
        .post, "/api/v1/goals/preview?day=2026-11-18",
        json: #"""
          {"what": "Run a 5k", "pastAttempts": {"triedBefore": true,
           "obstacles": ["health", "other"], "otherText": "Night shifts"}}
          """#)
      #expect(preview.status == .ok, "\(preview.text)")
      let first = preview.json["roadmap"]["stages"][0]
      #expect(first["rationale"].string?.contains("Night shifts") == true)
      #expect(first["tips"].array.compactMap(\.string).contains(ObstacleAdjustments.clinicianTip))
      #expect(preview.json["roadmap"]["difficulty"].string == "gentle")
    }
  }

  @Test func aReminderTimeIsATime() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/goals",
        json: #"{"what": "Run a 5k", "reminderTime": "25:00"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "reminderTime")
    }
  }
}
