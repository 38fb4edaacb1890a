import Testing

/// `POST /api/v1/schedules/preview`: the habit form's draft schedule in the engine's words and
/// its due days, so the web app repeats neither.
@Suite struct SchedulePreviewRouteTests {
  func dueDays(_ reply: JSON) -> [String] {
    reply["days"].array.filter { $0["due"] == true }.compactMap { $0["day"].string }
  }

  @Test func wordsAndDueDaysFromTheUsersToday() async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/schedules/preview",
        json: #"{"schedule": {"kind": "weekdays", "weekdays": ["sat", "sun"]}}"#)
      #expect(reply.status == .ok, "\(reply.text)")
      let json = reply.json
      #expect(json["scheduleText"] == "Weekends")
      #expect(json["flexible"] == false)
      #expect(json["days"].array.count == 14)
      #expect(json["days"][0] == ["day": "2026-11-18", "weekday": "wed", "due": false])
      #expect(dueDays(json) == ["2026-11-21", "2026-11-22", "2026-11-28", "2026-11-29"])
    }
  }

  @Test func intervalAndFirstWeekday() async throws {
    try await TestApp.run { app in
      try await app.send(.patch, "/api/v1/settings", json: #"{"firstWeekday": "sun"}"#)
      let days = try await app.send(
        .post, "/api/v1/schedules/preview?day=2026-11-20",
        json: #"{"schedule": {"kind": "weekdays", "weekdays": ["mon", "sun"]}}"#
      ).json
      #expect(days["scheduleText"] == "Sun, Mon")
      #expect(days["days"][0]["day"] == "2026-11-20")
      let interval = try await app.send(
        .post, "/api/v1/schedules/preview",
        json: #"{"schedule": {"kind": "every_n_days", "every": 5, "start": "2026-11-18"}}"#
      ).json
      #expect(interval["scheduleText"] == "Every 5 days")
      #expect(dueDays(interval) == ["2026-11-18", "2026-11-23", "2026-11-28"])
      let weekly = try await app.send(
        .post, "/api/v1/schedules/preview",
        json: #"{"schedule": {"kind": "times_per_week", "times": 1}}"#
      ).json
      #expect(weekly["scheduleText"] == "1x per week")
      #expect(weekly["flexible"] == true)
    }
  }

  @Test func refusedLikeHabitCreation() async throws {
    try await TestApp.run { app in
      for body in [
        #"{"schedule": {"kind": "weekdays", "weekdays": []}}"#,
        #"{"schedule": {"kind": "times_per_week", "times": 9}}"#,
      ] {
        let preview = try await app.expectError(
          .post, "/api/v1/schedules/preview", json: body, status: .unprocessableContent,
          code: "validation_failed", field: "schedule")
        let habit = try await app.expectError(
          .post, "/api/v1/habits", json: #"{"name": "Run", \#(body.dropFirst())"#,
          status: .unprocessableContent, code: "validation_failed", field: "schedule")
        #expect(preview.json["error"]["message"] == habit.json["error"]["message"])
      }
      try await app.expectError(
        .post, "/api/v1/schedules/preview", json: #"{"schedule": {"every": 2}}"#,
        status: .badRequest, code: "bad_request", field: "schedule.kind")
      try await app.expectError(
        .post, "/api/v1/schedules/preview", json: #"{}"#, status: .badRequest,
        code: "bad_request", field: "schedule")
    }
  }

  @Test func aSameOriginJSONPostLikeAnyOther() async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/schedules/preview", json: #"{"schedule": {"kind": "daily"}}"#,
        headers: [CrossSiteTests.secFetchSite: "same-origin"])
      #expect(reply.status == .ok)
      try await app.expectError(
        .post, "/api/v1/schedules/preview", json: #"{"schedule": {"kind": "daily"}}"#,
        headers: [CrossSiteTests.secFetchSite: "cross-site"], status: .forbidden, code: "cross_site"
      )
      try await app.expectError(
        .post, "/api/v1/schedules/preview", json: #"{"schedule": {"kind": "daily"}}"#,
        headers: [.contentType: "text/plain"], status: .unsupportedMediaType,
        code: "unsupported_media_type")
    }
  }
}
