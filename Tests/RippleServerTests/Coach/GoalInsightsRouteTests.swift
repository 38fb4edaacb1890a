import Foundation
import RippleCore
import Testing

@testable import RippleServer

/// What the weeks show, over HTTP: the gentler plan's answer and a move's preview carry the
/// engine's plain observations of the last weeks' logs. "Today" is pinned with `?day=`; the goal
/// starts on Monday 2026-11-16 (weeks start on Monday).
@Suite struct GoalInsightsRouteTests {
  @Test func weekendYesesAreNamedOnTheRecalibrationAndTheMovePreview() async throws {
    try await TestApp.run { app in
      let (id, habit) = try await GoalWeekRulesRouteTests.goal(app)
      for day in ["2026-11-21", "2026-11-22", "2026-11-28", "2026-11-29"] {
        try await app.checkIn(habit, on: day, today: "2026-11-30")
      }
      let gentler = try await app.get("/api/v1/goals/\(id)/recalibration?day=2026-12-01")
      #expect(gentler.status == .ok, "\(gentler.text)")
      let insights = gentler.json["insights"].array
      #expect(insights.map { $0["kind"].string } == ["weekends"])
      #expect(insights.first?["text"].string == "Most of your yeses were at weekends: 4 of 4.")
      let extend = try await app.get("/api/v1/goals/\(id)/moves/preview?move=extend&day=2026-12-01")
      #expect(extend.status == .ok, "\(extend.text)")
      #expect(extend.json["insights"].array.map { $0["kind"].string } == ["weekends"])
    }
  }

  @Test func aFreshGoalHasNothingToSayYet() async throws {
    try await TestApp.run { app in
      let (id, _) = try await GoalWeekRulesRouteTests.goal(app)
      let gentler = try await app.get("/api/v1/goals/\(id)/recalibration?day=2026-11-17")
      #expect(gentler.status == .ok, "\(gentler.text)")
      #expect(gentler.json["insights"].array.isEmpty)
    }
  }
}
