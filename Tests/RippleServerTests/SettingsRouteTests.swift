import Testing

@Suite struct SettingsRouteTests {
  @Test func defaultsThenPartialUpdates() async throws {
    try await TestApp.run { app in
      let defaults = try await app.get("/api/v1/settings")
      #expect(defaults.status == .ok)
      #expect(
        defaults.json.withoutNulls == [
          "timeZone": "UTC", "firstWeekday": "mon", "dayStartHour": 0, "theme": "auto",
          "accent": "#6366F1", "celebrations": "full", "showStreaks": true, "haptics": true,
          "tier": "free", "onboardingDone": false,
        ])
      let patched = try await app.send(
        .patch, "/api/v1/settings",
        json: #"""
          {"timeZone": "America/New_York", "firstWeekday": "sun", "dayStartHour": 4,
           "theme": "dark", "accent": "#ff6b6b", "celebrations": "subtle", "showStreaks": false,
           "haptics": false, "onboardingDone": true}
          """#)
      #expect(patched.status == .ok, "\(patched.text)")
      let expected: JSON = [
        "timeZone": "America/New_York", "firstWeekday": "sun", "dayStartHour": 4,
        "theme": "dark", "accent": "#FF6B6B", "celebrations": "subtle", "showStreaks": false,
        "haptics": false, "tier": "free", "onboardingDone": true,
      ]
      #expect(patched.json.withoutNulls == expected)
      #expect(try await app.get("/api/v1/settings").json.withoutNulls == expected)
      let settings = try await app.snapshot().settings
      #expect(settings.timeZone == "America/New_York")
      #expect(settings.dayStartHour == 4)

      let one = try await app.send(.patch, "/api/v1/settings", json: #"{"theme": "light"}"#)
      #expect(one.json["theme"].string == "light")
      #expect(one.json["timeZone"].string == "America/New_York")
    }
  }

  /// Patches of different fields sent at once all stay: each is applied to the settings as
  /// stored inside its write, not to a copy read before another patch was saved.
  @Test func patchesOfDifferentFieldsSentAtOnceAllStay() async throws {
    try await TestApp.run { app in
      let patches = [
        #"{"dayStartHour": 4}"#, #"{"haptics": false}"#, #"{"theme": "dark"}"#,
        #"{"firstWeekday": "sun"}"#, ##"{"accent": "#ff6b6b"}"##, #"{"celebrations": "off"}"#,
        #"{"showStreaks": false}"#, #"{"onboardingDone": true}"#,
        #"{"timeZone": "Europe/Paris"}"#,
      ]
      for _ in 0..<3 {
        _ = try await app.send(.patch, "/api/v1/settings", json: SettingsJSONFixtures.defaults)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
          for patch in patches {
            group.addTask {
              try await app.send(.patch, "/api/v1/settings", json: patch).status.code
            }
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: patches.count))
        #expect(
          try await app.get("/api/v1/settings").json.withoutNulls == [
            "timeZone": "Europe/Paris", "firstWeekday": "sun", "dayStartHour": 4,
            "theme": "dark", "accent": "#FF6B6B", "celebrations": "off", "showStreaks": false,
            "haptics": false, "tier": "free", "onboardingDone": true,
          ])
      }
    }
  }

  @Test func thePlanIsSetByItsOwnRoute() async throws {
    try await TestApp.run { app in
      let plus = try await app.send(
        .put, "/api/v1/plan", json: #"{"tier": "premium_plus", "tierExpires": "2027-01-01"}"#)
      #expect(plus.json["tier"].string == "premium_plus")
      #expect(plus.json["tierExpires"].string == "2027-01-01")
      try await app.expectError(
        .put, "/api/v1/plan", json: #"{"tier": "premium_plus"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "tierExpires")
      try await app.expectError(
        .put, "/api/v1/plan", json: #"{"tier": "gold"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "tier",
        message: "Tier must be free, premium or premium_plus")
    }
  }

  @Test func aSettingsChangeCannotLiftThePlansLimits() async throws {
    try await TestApp.run { app in
      for json in [#"{"tier": "premium"}"#, #"{"theme": "dark", "tierExpires": "2030-01-01"}"#] {
        let before = try await app.snapshot().sequence
        let response = try await app.send(.patch, "/api/v1/settings", json: json)
        #expect(response.status == .unprocessableContent, "\(response.text)")
        #expect(response.json["error"]["field"].string != nil)
        #expect(try await app.snapshot().sequence == before)
      }
      #expect(try await app.get("/api/v1/settings").json["tier"].string == "free")
    }
  }

  @Test(arguments: [
    (#"{"timeZone": "Mars/Olympus"}"#, "timeZone"),
    (#"{"firstWeekday": "someday"}"#, "firstWeekday"),
    (#"{"dayStartHour": 24}"#, "dayStartHour"),
    (#"{"dayStartHour": -1}"#, "dayStartHour"),
    (#"{"theme": "neon"}"#, "theme"),
    (#"{"accent": "indigo"}"#, "accent"),
    (#"{"celebrations": "loud"}"#, "celebrations"),
  ])
  func invalidValuesAreNamed(json: String, field: String) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .patch, "/api/v1/settings", json: json, status: .unprocessableContent,
        code: "validation_failed", field: field)
    }
  }

  @Test(arguments: [
    ("{", nil),
    (#"{"dayStartHour": "4"}"#, "dayStartHour"),
    (#"{"showStreaks": "yes"}"#, "showStreaks"),
    (#"{"haptics": 1}"#, "haptics"),
    // No setting is nullable: a null is refused rather than read as "keep".
    (#"{"timeZone": null}"#, "timeZone"),
    (#"{"accent": null}"#, "accent"),
  ])
  func malformedBodiesAreBadRequests(json: String, field: String?) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .patch, "/api/v1/settings", json: json, status: .badRequest, code: "bad_request",
        field: field)
    }
  }

  @Test func aLargeBodyIsRefused() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .patch, "/api/v1/settings",
        json: #"{"theme": "dark"\#(String(repeating: " ", count: 65 * 1024))}"#,
        status: .contentTooLarge, code: "too_large")
    }
  }
}

enum SettingsJSONFixtures {
  /// Every field the web app can change, at its default.
  static let defaults = #"""
    {"timeZone": "UTC", "firstWeekday": "mon", "dayStartHour": 0, "theme": "auto",
     "accent": "#6366F1", "celebrations": "full", "showStreaks": true, "haptics": true,
     "onboardingDone": false}
    """#
}
