import Testing

/// `GET|PATCH /api/v1/notifications/preferences`: a patch changes only the switches it names, a
/// bad time is named and changes nothing, and switches turned at once all stay (each patch is
/// applied to the preferences as stored inside its write).
@Suite struct NotificationPreferencesRouteTests {
  static let uri = "/api/v1/notifications/preferences"

  @Test func aPatchChangesOnlyWhatItNames() async throws {
    try await TestApp.run { app in
      let defaults = try await app.get(Self.uri).json
      let patched = try await app.send(
        .patch, Self.uri, json: #"{"motivation": false, "streakReminderTime": "20:30"}"#)
      #expect(patched.status == .ok, "\(patched.text)")
      #expect(patched.json["motivation"].bool == false)
      #expect(patched.json["streakReminderTime"].string == "20:30")
      #expect(patched.json["milestones"] == defaults["milestones"])
      #expect(try await app.get(Self.uri).json == patched.json)
      try await app.expectError(
        .patch, Self.uri, json: #"{"streakReminderTime": "25:00", "milestones": false}"#,
        status: .unprocessableContent, code: "validation_failed", field: "streakReminderTime")
      #expect(try await app.get(Self.uri).json == patched.json)
      let cleared = try await app.send(.patch, Self.uri, json: #"{"streakReminderTime": null}"#)
      #expect(cleared.json["streakReminderTime"].isNull, "\(cleared.text)")
    }
  }

  @Test func switchesTurnedAtOnceAllStay() async throws {
    try await TestApp.run { app in
      let patches = [
        #"{"habitReminders": false}"#, #"{"streakReminder": false}"#,
        #"{"milestones": false}"#, #"{"motivation": false}"#, #"{"weeklySummary": false}"#,
        #"{"streakReminderTime": "21:15"}"#,
      ]
      try await withThrowingTaskGroup(of: Void.self) { group in
        for patch in patches {
          group.addTask {
            let reply = try await app.send(.patch, Self.uri, json: patch)
            #expect(reply.status == .ok, "\(reply.text)")
          }
        }
        try await group.waitForAll()
      }
      let stored = try await app.get(Self.uri).json
      for name in ["habitReminders", "streakReminder", "milestones", "motivation", "weeklySummary"]
      {
        #expect(stored[name].bool == false, "\(name): \(stored)")
      }
      #expect(stored["streakReminderTime"].string == "21:15", "\(stored)")
    }
  }
}
