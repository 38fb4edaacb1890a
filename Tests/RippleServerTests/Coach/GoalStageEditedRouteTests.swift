import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// Stages the person changed say so (`"edited"`), in the goal in force and in the roadmap
/// preview; "one more week here" is previewed like the other plan changes, and making it makes
/// the previewed roadmap. The goal starts on Monday 2026-11-16 (weeks start on Monday).
@Suite struct GoalStageEditedRouteTests {
  @Test func anEditedOrMovedStageIsMarkedEditedAndTheOthersAreNot() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app, draft: GoalRouteTests.settlingDraft)
      let id = try #require(goal["id"].string)
      let planned = goal["state"]["roadmaps"][0]["stages"].array
      #expect(planned.allSatisfy { $0["edited"].bool == false })

      let edited = try await app.send(
        .patch, "/api/v1/goals/\(id)/stages/3", json: #"{"action": "Jog around the park"}"#)
      #expect(edited.status == .ok, "\(edited.text)")
      let stages = edited.json["state"]["roadmaps"][0]["stages"].array
      #expect(stages.map { $0["edited"].bool } == stages.indices.map { Optional($0 == 2) })

      let read = try await app.get("/api/v1/goals/\(id)")
      #expect(read.json["state"]["roadmaps"][0]["stages"][2]["edited"].bool == true)

      // Moving the edited stage a week earlier: it stays marked; the stage it passed is not.
      let moved = try await app.send(.patch, "/api/v1/goals/\(id)/stages/3", json: #"{"week": 2}"#)
      #expect(moved.status == .ok, "\(moved.text)")
      let after = moved.json["state"]["roadmaps"][0]["stages"]
      #expect(after[1]["habit"]["action"].string == "Jog around the park")
      #expect(after[1]["edited"].bool == true)
      #expect(after[2]["edited"].bool == false)
    }
  }

  @Test func aPreviewEditIsMarkedEdited() async throws {
    try await TestApp.run { app in
      let preview = try await app.send(
        .post, "/api/v1/goals/preview", json: #"{"what": "Run a 5k", "timelineWeeks": 8}"#)
      #expect(preview.json["roadmap"]["stages"][2]["edited"].bool == false)
      let roadmap = try GoalDoseRouteTests.roadmapText(preview.json, text: preview.text)
      let edits = #"[{"week": 3, "action": "Walk 15 minutes after lunch"}]"#
      let edited = try await app.send(
        .post, "/api/v1/goals/preview/edits",
        json: #"{"roadmap": \#(roadmap), "edits": \#(edits)}"#)
      #expect(edited.status == .ok, "\(edited.text)")
      let stages = edited.json["roadmap"]["stages"].array
      #expect(stages.map { $0["edited"].bool } == stages.indices.map { Optional($0 == 2) })
    }
  }

  @Test func oneMoreWeekHereIsPreviewedAndMakesThePreviewedRoadmap() async throws {
    try await TestApp.run { app in
      let (id, habit) = try await GoalWeekRulesRouteTests.goal(app)
      try await app.checkIn(habit, on: "2026-11-16", today: "2026-11-16")
      let before = try await app.get("/api/v1/goals/\(id)?day=2026-11-23")
      let oldEnd = try #require(before.json["endDay"].string)

      let preview = try await app.get(
        "/api/v1/goals/\(id)/moves/preview?move=repeat_stage&day=2026-11-23")
      #expect(preview.status == .ok, "\(preview.text)")
      #expect(preview.json["oldEndDay"].string == oldEnd)
      let newEnd = try #require(preview.json["newEndDay"].string)
      let oldDay = try Day(parsing: oldEnd)
      #expect(newEnd == oldDay.adding(days: 7).text)
      #expect(preview.json["proposed"]["stages"][0]["status"].string == "repeated")
      #expect(preview.json["changes"].array.last?.string == "Finish date: \(oldEnd) → \(newEnd)")
      let revision = try #require(preview.json["revision"].int)

      let made = try await app.send(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23",
        json: #"{"move": "repeat_stage", "revision": \#(revision)}"#)
      #expect(made.status == .ok, "\(made.text)")
      let roadmaps = made.json["goal"]["state"]["roadmaps"].array
      #expect(roadmaps.last?["stages"] == preview.json["proposed"]["stages"])
      #expect(made.json["goal"]["endDay"].string == newEnd)
    }
  }
}
