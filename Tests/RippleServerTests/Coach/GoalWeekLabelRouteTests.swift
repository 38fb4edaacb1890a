import Foundation
import HTTPTypes
import Testing

@testable import RippleServer

/// A stage that lasts several weeks ("Save $2000 for a trip" over 26 weeks: $77 a week in stages
/// of four weeks) is shown week by week as the plan's week, never as its position among the
/// stages.
@Suite struct GoalWeekLabelRouteTests {
  @Test func aLongStageShowsThePlansWeekAndWhatComesNext() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(
        app, day: "2026-11-16", draft: #"{"what": "Save $2000 for a trip", "timelineWeeks": 26}"#)
      let id = try #require(goal["id"].string)
      #expect(goal["state"]["roadmaps"][0]["stages"][0]["weeks"].int == 4)
      let first = try await app.get("/api/v1/goals/\(id)/week?day=2026-11-16")
      #expect(first.json["stage"]["label"].string == "Week 1", "\(first.text)")
      #expect(first.json["nextStage"]["label"].string == "Week 2")
      #expect(first.json["nextStage"]["week"].int == 1)  // the same stage, its next week

      let moved = try await app.send(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23",
        json: #"{"move": "advance", "revision": 1}"#)
      #expect(moved.status == .ok, "\(moved.text)")
      let second = try await app.get("/api/v1/goals/\(id)/week?day=2026-11-23")
      #expect(second.json["stage"]["label"].string == "Week 2", "\(second.text)")
      #expect(second.json["nextStage"]["label"].string == "Week 3")
      // The week before, looked back on, is named by its stage's weeks.
      let before = try await app.get("/api/v1/goals/\(id)/week?day=2026-11-23&weekOf=2026-11-16")
      #expect(before.json["stage"]["label"].string == "Weeks 1–4", "\(before.text)")
    }
  }
}
