import Foundation
import RippleCore
import Testing

@testable import RippleServer

/// A plan's expiry is judged on the server clock's today in the user's zone: `?day=` moves the
/// day a request works on, never the plan.
@Suite struct PlanExpiryDayTests {
  @Test func aPlanThatEndedYesterdayKeepsTheFreeLimitsWhateverDayTheClientNames() async throws {
    let bought = TestClock.millis("2027-12-01T09:00:00Z")
    try await TestApp.run(now: bought, configuration: LicenceRouteTests.licensed) { app in
      let licence = try TestLicences.licence(.premiumPlus, issued: "2026-12-05")
      #expect(
        try await app.send(.post, "/api/v1/licence", json: LicenceRouteTests.body(licence)).status
          == .ok)
      for index in 1...5 { try await app.createHabit(named: "Habit \(index)") }
      // The plan's last day was 2027-12-05; the server's today is the 6th.
      app.clock.now = TestClock.millis("2027-12-06T09:00:00Z")
      let lastMonth = "day=2027-11-06"

      let meta = try await app.get("/api/v1/meta?\(lastMonth)")
      #expect(meta.json["plan"]["premium"] == .bool(false), "\(meta.text)")
      #expect(meta.json["plan"]["currentTier"].string == "free")
      try await app.expectError(
        .post, "/api/v1/habits?\(lastMonth)", json: #"{"name": "Sixth"}"#, status: .forbidden,
        code: "needs_premium")
      try await app.expectError(
        .get, "/api/v1/stats?range=month&\(lastMonth)", status: .forbidden, code: "needs_premium")
      try await app.expectError(
        .post, "/api/v1/goals?\(lastMonth)", json: GoalRouteTests.draft, status: .forbidden,
        code: "needs_premium")
      try await app.send(.post, "/api/v1/categories", json: #"{"name": "One"}"#)
      try await app.send(.post, "/api/v1/categories", json: #"{"name": "Two"}"#)
      try await app.send(.post, "/api/v1/categories", json: #"{"name": "Three"}"#)
      try await app.expectError(
        .post, "/api/v1/categories?\(lastMonth)", json: #"{"name": "Four"}"#, status: .forbidden,
        code: "needs_premium")
    }
  }
}
