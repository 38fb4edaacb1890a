import Foundation
import Testing

@testable import RippleServer

/// What the week screens read over HTTP: each day's note and amount, the week's stage, what the
/// person did in its measure and the next stage; and the person's stage edits laid onto a
/// previewed roadmap before the goal exists.
@Suite struct GoalWeekViewRouteTests {
  @Test func theWeekCarriesNotesTheStageWhatWasDoneAndTheNextStage() async throws {
    try await TestApp.run { app in
      let (id, habit) = try await GoalWeekRulesRouteTests.goal(app)
      let logged = try await app.send(
        .put, "/api/v1/habits/\(habit)/checkins/2026-11-16?day=2026-11-18",
        json: #"{"state": "done", "note": "Before work"}"#)
      #expect(logged.status == .ok, "\(logged.text)")
      try await app.checkIn(habit, on: "2026-11-17", today: "2026-11-18", state: "skipped")
      let week = try await app.get("/api/v1/goals/\(id)/week?day=2026-11-18").json
      #expect(week["days"][0]["note"].string == "Before work")
      #expect(week["days"][1]["state"].string == "skipped" && week["days"][1]["note"].isNull)
      let goal = try await app.get("/api/v1/goals/\(id)?day=2026-11-18").json
      let stages = goal["state"]["roadmaps"][0]["stages"]
      #expect(week["stage"]["title"].string == stages[0]["title"].string)
      #expect(week["nextStage"]["week"].int == 2)
      #expect(week["nextStage"]["title"].string == stages[1]["title"].string)
      let dose = try #require(week["stage"]["dose"].string)
      #expect(week["achievement"].string == "1 day of \(dose)")
    }
  }

  @Test func aPreviewEditTakesThePersonsWordsAndDaysOnlyWhereTheyFit() async throws {
    try await TestApp.run { app in
      let preview = try await app.send(
        .post, "/api/v1/goals/preview", json: #"{"what": "Run a 5k", "timelineWeeks": 8}"#)
      let roadmap = try GoalDoseRouteTests.roadmapText(preview.json, text: preview.text)
      let planned = preview.json["roadmap"]["stages"][2]
      let edits = #"[{"week": 3, "action": "Walk 15 minutes after lunch", "criterion": 7}]"#
      let edited = try await app.send(
        .post, "/api/v1/goals/preview/edits",
        json: #"{"roadmap": \#(roadmap), "edits": \#(edits)}"#)
      #expect(edited.status == .ok, "\(edited.text)")
      let stage = edited.json["roadmap"]["stages"][2]
      #expect(stage["habit"]["action"].string == "Walk 15 minutes after lunch")
      #expect(stage["title"].string == "Walk 15 minutes after lunch")
      #expect(stage["rationale"].string != planned["rationale"].string)
      #expect(stage["criterion"].int == planned["criterion"].int, "7 days do not fit the dose")
      #expect(edited.json["kept"].array.map { $0.int } == [3])
      #expect(edited.json["dropped"].array.map { $0.int } == [3])
      try await app.expectError(
        .post, "/api/v1/goals/preview/edits",
        json: #"{"roadmap": \#(roadmap), "edits": [{"week": 40, "action": "Walk"}]}"#,
        status: .unprocessableContent, code: "validation_failed", field: "week")
      try await app.expectError(
        .post, "/api/v1/goals/preview/edits",
        json: #"{"roadmap": \#(roadmap), "edits": [{"week": 3, "action": "  "}]}"#,
        status: .unprocessableContent, code: "validation_failed", field: "action")
      #expect(try await app.store.goals(for: .local).isEmpty)
    }
  }
}
