import Testing

/// A custom habit colour is Premium: the free plan is refused
/// a colour outside the presets, a habit keeps the custom colour it has, and meta states it.
@Suite struct CustomColorRouteTests {
  private let reason =
    "The free plan offers the 16 preset colours. Upgrade to Premium for custom colours."

  @Test func theFreePlanIsRefusedACustomColourAndOffersThePresets() async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .post, "/api/v1/habits", json: ##"{"name": "Run", "color": "#123456"}"##,
        status: .forbidden, code: "needs_premium", field: "color", message: reason)
      let habit = try await app.createHabit(##"{"name": "Run", "color": "#3b82f6"}"##)
      #expect(habit["color"].string?.uppercased() == "#3B82F6")
      try await app.expectError(
        .patch, "/api/v1/habits/\(habit["id"].string ?? "")", json: ##"{"color": "#ABCDEF"}"##,
        status: .forbidden, code: "needs_premium", field: "color", message: reason)
      let meta = try await app.get("/api/v1/meta")
      #expect(meta.json["plan"]["customColors"]["allowed"] == .bool(false))
      #expect(meta.json["plan"]["customColors"]["reason"].string == reason)
    }
  }

  @Test func premiumChoosesAnyColourAndADowngradeKeepsIt() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: ##"{"tier": "premium"}"##)
      let meta = try await app.get("/api/v1/meta")
      #expect(meta.json["plan"]["customColors"]["allowed"] == .bool(true))
      let id =
        try await app.createHabit(##"{"name": "Run", "color": "#123456"}"##)["id"].string ?? ""
      try await app.send(.put, "/api/v1/plan", json: ##"{"tier": "free"}"##)

      let renamed = try await app.send(.patch, "/api/v1/habits/\(id)", json: ##"{"name": "Jog"}"##)
      #expect(renamed.status == .ok)
      #expect(renamed.json["color"].string == "#123456")
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: ##"{"color": "#654321"}"##, status: .forbidden,
        code: "needs_premium", field: "color")
      let preset = try await app.send(
        .patch, "/api/v1/habits/\(id)", json: ##"{"color": "#FF6B6B"}"##)
      #expect(preset.status == .ok)
      try await app.expectError(
        .patch, "/api/v1/habits/\(id)", json: ##"{"color": "#123456"}"##, status: .forbidden,
        code: "needs_premium", field: "color")
    }
  }
}
